import { readFileSync } from 'node:fs';

import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';

import type { ValidateFunction } from 'ajv';

/** The committed contract (`packages/api-client/openapi.json`). */
const COMMITTED_DOCUMENT = new URL('../../../../packages/api-client/openapi.json', import.meta.url);

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }
    >
  >;
}

/** Checks a response body against the committed OpenAPI document. */
export type ResponseValidator = (
  method: string,
  path: string,
  status: number,
  body: unknown,
) => void;

// ajv-formats is CommonJS with a default export; under NodeNext-style interop it may be nested.
const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ??
  addFormatsImport) as (ajv: Ajv2020) => Ajv2020;

/**
 * A validator of response bodies against the committed OpenAPI 3.1 document (JSON Schema
 * 2020-12, formats checked): the schema of `responses[status]` `application/json` of the
 * operation `method path`.
 *
 * @param documentUrl the document to read (default: the committed `packages/api-client/openapi.json`)
 * @returns a function that throws an Error naming the operation and the schema errors when the
 *   body does not match, or when the document has no schema for that operation and status
 */
export function createResponseValidator(documentUrl: URL = COMMITTED_DOCUMENT): ResponseValidator {
  const document = JSON.parse(readFileSync(documentUrl, 'utf8')) as OpenApiDocument;
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  const compiled = new Map<string, ValidateFunction>();

  return (method, path, status, body) => {
    const key = `${method.toUpperCase()} ${path} ${status}`;
    let validate = compiled.get(key);
    if (!validate) {
      const schema =
        document.paths[path]?.[method.toLowerCase()]?.responses?.[String(status)]?.content?.[
          'application/json'
        ]?.schema;
      if (schema === undefined) throw new Error(`${key}: no response schema in openapi.json`);
      validate = ajv.compile(schema as object);
      compiled.set(key, validate);
    }
    if (!validate(body)) {
      throw new Error(
        `${key}: body does not match openapi.json: ${ajv.errorsText(validate.errors)}`,
      );
    }
  };
}
