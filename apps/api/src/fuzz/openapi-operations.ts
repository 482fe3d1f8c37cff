/**
 * The operations of the committed OpenAPI document (`packages/api-client/openapi.json`, generated
 * from the route schemas), in the form the fuzzer works with: method, path template, parameters
 * and request body with their JSON schemas (2020-12, no `$ref`: the generator inlines them).
 */
import { readFileSync } from 'node:fs';

/** A JSON schema as written in the document (read as plain data). */
export type JsonSchema = Record<string, unknown>;

/** Where a parameter goes. */
export type ParameterLocation = 'path' | 'query';

/** One parameter of an operation. */
export interface FuzzParameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  schema: JsonSchema;
}

/** The request body of an operation: its media type and schema. */
export interface FuzzBody {
  /** 'application/json' or 'multipart/form-data'. */
  contentType: string;
  required: boolean;
  schema: JsonSchema;
}

/** One operation (method + path) of the document. */
export interface FuzzOperation {
  method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  /** The path template, e.g. '/image/{key}/resize/{width}-{height}'. */
  path: string;
  operationId: string;
  parameters: FuzzParameter[];
  body?: FuzzBody;
}

/** The committed document, beside the API in the workspace. */
export const COMMITTED_OPENAPI = new URL(
  '../../../../packages/api-client/openapi.json',
  import.meta.url,
);

interface RawOperation {
  operationId?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

/**
 * Every operation of an OpenAPI 3.1 document, in the document's order.
 *
 * @param documentUrl the document to read (default: the committed one)
 * @throws Error when an operation has a parameter outside path and query (header or cookie
 *   parameters would need a generator of their own) or a body with no schema
 */
export function readOperations(documentUrl: URL = COMMITTED_OPENAPI): FuzzOperation[] {
  const document = JSON.parse(readFileSync(documentUrl, 'utf8')) as {
    paths: Record<string, Record<string, RawOperation>>;
  };
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const label = `${method.toUpperCase()} ${path}`;
      const parameters = (raw.parameters ?? []).map((parameter): FuzzParameter => {
        if (parameter.in !== 'path' && parameter.in !== 'query')
          throw new Error(`${label}: parameter ${parameter.name} in ${parameter.in} not fuzzed`);
        return {
          name: parameter.name,
          in: parameter.in,
          required: parameter.required === true || parameter.in === 'path',
          schema: parameter.schema ?? {},
        };
      });
      let body: FuzzBody | undefined;
      const content = raw.requestBody?.content;
      if (content !== undefined) {
        const [contentType, media] = Object.entries(content)[0] ?? [];
        if (contentType === undefined || media?.schema === undefined)
          throw new Error(`${label}: request body without a schema`);
        body = { contentType, required: raw.requestBody?.required === true, schema: media.schema };
      }
      operations.push({
        method: method.toUpperCase() as FuzzOperation['method'],
        path,
        operationId: raw.operationId ?? label,
        parameters,
        ...(body ? { body } : {}),
      });
    }
  }
  return operations;
}
