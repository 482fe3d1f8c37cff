import document from '../openapi.json' with { type: 'json' };

interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
}

interface OperationObject {
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean };
}

/** What a call is about to send, as openapi-fetch hands it to middleware. */
export interface CallParameters {
  query?: Record<string, unknown>;
  path?: Record<string, unknown>;
}

const paths = document.paths as unknown as Record<string, Record<string, OperationObject>>;

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * Names the first mandatory parameter (spec §5: request wrappers refuse to call without one)
 * that a call lacks, according to the committed OpenAPI document.
 *
 * @param schemaPath the path template, e.g. `/listing/details`
 * @param method HTTP method in any case
 * @param params the query and path parameters given
 * @param hasBody whether a request body was given
 * @returns the missing parameter's name (`body` for a required body), or null when complete
 */
export function findMissingParameter(
  schemaPath: string,
  method: string,
  params: CallParameters,
  hasBody: boolean,
): string | null {
  const operation = paths[schemaPath]?.[method.toLowerCase()];
  if (!operation) return null;
  for (const parameter of operation.parameters ?? []) {
    if (!parameter.required || (parameter.in !== 'query' && parameter.in !== 'path')) continue;
    if (isMissing(params[parameter.in]?.[parameter.name])) return parameter.name;
  }
  if (operation.requestBody?.required && !hasBody) return 'body';
  return null;
}
