/**
 * Derives, from an OpenAPI document, the mandatory parameters of each operation (spec §5:
 * request wrappers refuse to call without them). Used by `scripts/write-mandatory-parameters.ts`
 * to write the compact table the client ships, so browsers never download the whole document.
 */

/** The mandatory query and path parameters of one operation and whether it needs a body. */
export interface MandatoryParameters {
  readonly query?: readonly string[];
  readonly path?: readonly string[];
  readonly body?: true;
}

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
}

interface OperationObject {
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean };
}

/**
 * The key of an operation in the table.
 *
 * @param method HTTP method in any case
 * @param schemaPath the path template, e.g. `/listing/details`
 * @returns e.g. `GET /listing/details`
 */
export function operationKey(method: string, schemaPath: string): string {
  return `${method.toUpperCase()} ${schemaPath}`;
}

/**
 * The mandatory parameters of every operation of a document that has any, by operation key.
 *
 * @param document an OpenAPI 3 document (only `paths` is read)
 * @returns operation key → mandatory query/path parameters (in document order) and body flag
 */
export function mandatoryParametersOf(document: {
  paths?: unknown;
}): Record<string, MandatoryParameters> {
  const table: Record<string, MandatoryParameters> = {};
  const paths = (document.paths ?? {}) as Record<string, Record<string, OperationObject>>;
  for (const [schemaPath, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const required = (where: string) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.required === true && parameter.in === where)
          .map((parameter) => parameter.name);
      const entry = {
        ...(required('query').length > 0 ? { query: required('query') } : {}),
        ...(required('path').length > 0 ? { path: required('path') } : {}),
        ...(operation.requestBody?.required === true ? { body: true as const } : {}),
      };
      if (Object.keys(entry).length > 0) table[operationKey(method, schemaPath)] = entry;
    }
  }
  return table;
}
