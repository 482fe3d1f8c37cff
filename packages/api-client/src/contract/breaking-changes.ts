/**
 * Breaking changes between two versions of the OpenAPI document (issue 31): what a client built
 * against the old document could no longer rely on. A client sends requests and reads
 * responses, so the rules differ by direction:
 * - an operation (path and method) removed;
 * - a request that accepts less: a new required parameter or body field, an optional one made
 *   required, a parameter or body field removed (the API refuses unknown fields), a type, enum,
 *   length or range narrowed, a request body that used to be optional made required;
 * - a response that promises less: a 2xx response or field removed, a required field made
 *   optional, a type or enum widened (the client meets values it was not told about).
 * Adding operations, optional request fields, response fields or error responses is not
 * breaking. `$ref`s to `#/components/...` are followed (cycles are compared once).
 */

/** A JSON value of the document. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** What is compared: a request goes from client to API, a response back. */
type Direction = 'request' | 'response';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a local `$ref` (`#/components/schemas/X`); anything else is returned as is. */
function resolve(document: JsonObject, value: Json | undefined): JsonObject {
  let current = value;
  for (let hops = 0; hops < 20 && isObject(current) && typeof current.$ref === 'string'; hops++) {
    const ref: string = current.$ref;
    if (!ref.startsWith('#/')) break;
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<Json | undefined>((node, key) => (isObject(node) ? node[key] : undefined), document);
  }
  return isObject(current) ? current : {};
}

/** The JSON types a schema allows (`type`, a list of types, `nullable`, or `anyOf`/`oneOf` arms); null when any. */
function typesOf(document: JsonObject, schema: JsonObject): Set<string> | null {
  const arms = [...asArray(schema.anyOf), ...asArray(schema.oneOf)];
  if (arms.length > 0) {
    const union = new Set<string>();
    for (const arm of arms) {
      const types = typesOf(document, resolve(document, arm));
      if (types === null) return null;
      for (const type of types) union.add(type);
    }
    return union;
  }
  if (schema.type === undefined) return null;
  const types = new Set(
    Array.isArray(schema.type) ? schema.type.map(String) : [String(schema.type)],
  );
  if (schema.nullable === true) types.add('null');
  return types;
}

function asArray(value: Json | undefined): Json[] {
  return Array.isArray(value) ? value : [];
}

function requiredOf(schema: JsonObject): Set<string> {
  return new Set(asArray(schema.required).map(String));
}

function propertiesOf(schema: JsonObject): JsonObject {
  return isObject(schema.properties) ? schema.properties : {};
}

function numberOf(value: Json | undefined): number | null {
  return typeof value === 'number' ? value : null;
}

/** Compares two schemas in one direction, writing what breaks into `out`. */
class SchemaComparison {
  private readonly seen = new Set<string>();

  constructor(
    private readonly before: JsonObject,
    private readonly after: JsonObject,
    private readonly out: string[],
  ) {}

  compare(
    oldValue: Json | undefined,
    newValue: Json | undefined,
    where: string,
    direction: Direction,
  ) {
    const key = `${direction}|${JSON.stringify(oldValue)}|${JSON.stringify(newValue)}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const old = resolve(this.before, oldValue);
    const now = resolve(this.after, newValue);
    this.compareTypes(old, now, where, direction);
    this.compareEnums(old, now, where, direction);
    if (direction === 'request') this.compareLimits(old, now, where);
    this.compareProperties(old, now, where, direction);
    if (old.items !== undefined && now.items !== undefined) {
      this.compare(old.items, now.items, `${where}[]`, direction);
    }
  }

  private compareTypes(old: JsonObject, now: JsonObject, where: string, direction: Direction) {
    const oldTypes = typesOf(this.before, old);
    const newTypes = typesOf(this.after, now);
    if (oldTypes === null && newTypes === null) return;
    const [wider, narrower] = direction === 'request' ? [oldTypes, newTypes] : [newTypes, oldTypes];
    // Request: every type the old document accepted must still be accepted (null = any).
    // Response: every type the API may now send must have been announced.
    if (narrower === null) {
      if (wider !== null)
        this.out.push(
          `${where}: type ${direction === 'request' ? 'narrowed from any' : 'widened to any'}`,
        );
      return;
    }
    if (wider === null) return;
    // An integer is a number: integer → number widens, number → integer narrows.
    const lost = [...wider].filter(
      (type) => !narrower.has(type) && !(type === 'integer' && narrower.has('number')),
    );
    if (lost.length > 0) {
      this.out.push(
        `${where}: type ${direction === 'request' ? 'narrowed' : 'widened'} (${[...(oldTypes ?? [])].join('|')} → ${[...(newTypes ?? [])].join('|')})`,
      );
    }
  }

  private compareEnums(old: JsonObject, now: JsonObject, where: string, direction: Direction) {
    const oldEnum = Array.isArray(old.enum) ? old.enum.map((v) => JSON.stringify(v)) : null;
    const newEnum = Array.isArray(now.enum) ? now.enum.map((v) => JSON.stringify(v)) : null;
    if (direction === 'request') {
      if (newEnum === null) return;
      const lost = oldEnum === null ? ['(any)'] : oldEnum.filter((v) => !newEnum.includes(v));
      if (lost.length > 0) this.out.push(`${where}: no longer accepts ${lost.join(', ')}`);
    } else {
      if (oldEnum === null) return;
      const added = newEnum === null ? ['(any)'] : newEnum.filter((v) => !oldEnum.includes(v));
      if (added.length > 0) this.out.push(`${where}: may now answer ${added.join(', ')}`);
    }
  }

  private compareLimits(old: JsonObject, now: JsonObject, where: string) {
    for (const [key, stricter] of [
      ['maxLength', (o: number, n: number) => n < o],
      ['maxItems', (o: number, n: number) => n < o],
      ['maximum', (o: number, n: number) => n < o],
      ['minLength', (o: number, n: number) => n > o],
      ['minItems', (o: number, n: number) => n > o],
      ['minimum', (o: number, n: number) => n > o],
    ] as const) {
      const o = numberOf(old[key]);
      const n = numberOf(now[key]);
      if (n !== null && (o === null || stricter(o, n))) {
        this.out.push(`${where}: ${key} narrowed (${o ?? 'none'} → ${n})`);
      }
    }
  }

  private compareProperties(old: JsonObject, now: JsonObject, where: string, direction: Direction) {
    const oldProps = propertiesOf(old);
    const newProps = propertiesOf(now);
    const oldRequired = requiredOf(old);
    const newRequired = requiredOf(now);
    for (const [name, schema] of Object.entries(oldProps)) {
      const at = `${where}.${name}`;
      if (!(name in newProps)) {
        // A client may send it (refused as unknown now) or read it (gone now).
        if (direction === 'response' || now.additionalProperties === false) {
          this.out.push(`${at}: removed`);
        }
        continue;
      }
      if (direction === 'request' && !oldRequired.has(name) && newRequired.has(name)) {
        this.out.push(`${at}: now required`);
      }
      if (direction === 'response' && oldRequired.has(name) && !newRequired.has(name)) {
        this.out.push(`${at}: no longer always present`);
      }
      this.compare(schema, newProps[name], at, direction);
    }
    if (direction === 'request') {
      for (const name of Object.keys(newProps)) {
        if (!(name in oldProps) && newRequired.has(name))
          this.out.push(`${where}.${name}: new and required`);
      }
    }
  }
}

/** The parameters of an operation (path-level ones included) by `in:name`. */
function parametersOf(document: JsonObject, pathItem: JsonObject, operation: JsonObject) {
  const all = [...asArray(pathItem.parameters), ...asArray(operation.parameters)];
  return new Map(
    all.map((value) => {
      const parameter = resolve(document, value);
      return [`${String(parameter.in)}:${String(parameter.name)}`, parameter] as const;
    }),
  );
}

/** The JSON schema of a request body or response (`content['application/json'].schema`). */
function jsonSchemaOf(document: JsonObject, value: Json | undefined): Json | undefined {
  const body = resolve(document, value);
  const content = isObject(body.content) ? body.content : {};
  const json = content['application/json'];
  return isObject(json) ? json.schema : undefined;
}

/**
 * The breaking changes from one OpenAPI 3.x document to the next.
 *
 * @param before the document clients were built against (the last released one)
 * @param after the document now
 * @returns one line per breaking change (`POST /listing/findlistings request.body.x: removed`);
 *   empty when a client of `before` keeps working against `after`
 */
export function breakingChanges(before: JsonObject, after: JsonObject): string[] {
  const out: string[] = [];
  const schemas = new SchemaComparison(before, after, out);
  const oldPaths = isObject(before.paths) ? before.paths : {};
  const newPaths = isObject(after.paths) ? after.paths : {};
  for (const [path, oldItemValue] of Object.entries(oldPaths)) {
    const oldItem = resolve(before, oldItemValue);
    const newItem = resolve(after, newPaths[path]);
    for (const method of METHODS) {
      if (!isObject(oldItem[method])) continue;
      const name = `${method.toUpperCase()} ${path}`;
      if (!isObject(newItem[method])) {
        out.push(`${name}: removed`);
        continue;
      }
      const oldOperation = oldItem[method];
      const newOperation = newItem[method];
      const oldParameters = parametersOf(before, oldItem, oldOperation);
      const newParameters = parametersOf(after, newItem, newOperation);
      for (const [key, parameter] of oldParameters) {
        const now = newParameters.get(key);
        const at = `${name} ${key}`;
        if (now === undefined) {
          out.push(`${at}: removed`);
          continue;
        }
        if (parameter.required !== true && now.required === true) out.push(`${at}: now required`);
        schemas.compare(parameter.schema, now.schema, at, 'request');
      }
      for (const [key, parameter] of newParameters) {
        if (!oldParameters.has(key) && parameter.required === true) {
          out.push(`${name} ${key}: new and required`);
        }
      }
      const oldBody = resolve(before, oldOperation.requestBody);
      const newBody = resolve(after, newOperation.requestBody);
      if (oldBody.required !== true && newBody.required === true) {
        out.push(`${name} request body: now required`);
      }
      const oldBodySchema = jsonSchemaOf(before, oldOperation.requestBody);
      if (oldBodySchema !== undefined) {
        schemas.compare(
          oldBodySchema,
          jsonSchemaOf(after, newOperation.requestBody),
          `${name} request.body`,
          'request',
        );
      }
      const oldResponses = isObject(oldOperation.responses) ? oldOperation.responses : {};
      const newResponses = isObject(newOperation.responses) ? newOperation.responses : {};
      for (const [status, response] of Object.entries(oldResponses)) {
        if (!/^2\d\d$/.test(status)) continue;
        if (!(status in newResponses)) {
          out.push(`${name} response ${status}: removed`);
          continue;
        }
        const oldSchema = jsonSchemaOf(before, response);
        if (oldSchema === undefined) continue;
        const newSchema = jsonSchemaOf(after, newResponses[status]);
        if (newSchema === undefined) {
          out.push(`${name} response ${status}: body removed`);
          continue;
        }
        schemas.compare(oldSchema, newSchema, `${name} response ${status}`, 'response');
      }
    }
  }
  return out;
}
