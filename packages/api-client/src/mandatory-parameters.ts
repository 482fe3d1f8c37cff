import { operationKey } from './mandatory-parameters-table';
import { MANDATORY_PARAMETERS } from './mandatory-parameters.generated';

/** What a call is about to send, as openapi-fetch hands it to middleware. */
export interface CallParameters {
  query?: Record<string, unknown>;
  path?: Record<string, unknown>;
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * Names the first mandatory parameter (spec §5: request wrappers refuse to call without one)
 * that a call lacks, according to the table generated from the committed OpenAPI document.
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
  const mandatory = MANDATORY_PARAMETERS[operationKey(method, schemaPath)];
  if (!mandatory) return null;
  for (const where of ['query', 'path'] as const) {
    const missing = mandatory[where]?.find((name) => isMissing(params[where]?.[name]));
    if (missing !== undefined) return missing;
  }
  if (mandatory.body && !hasBody) return 'body';
  return null;
}
