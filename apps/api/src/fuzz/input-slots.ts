/**
 * The inputs of an operation a mutation can aim at ("slots"): each path and query parameter and
 * each top-level property of a JSON object body, with what its schema allows (types, null, enum,
 * bounds) read from the JSON schema, `anyOf` branches merged.
 */
import type { FuzzOperation, JsonSchema } from './openapi-operations.js';

/** JSON types of JSON Schema ('integer' counts as a number that must be whole). */
export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';

/** One input of an operation. */
export interface InputSlot {
  location: 'path' | 'query' | 'body';
  /** The parameter's name, or the body property's path joined with dots ('location.name'). */
  name: string;
  /** Where the value sits: the parameter's name, or the body property's path. */
  path: string[];
  required: boolean;
  /** The types the schema accepts (all `anyOf` branches). */
  types: Set<JsonType>;
  /** Allowed values when the schema is an enum (of the non-null branch). */
  enum?: unknown[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

function typesOf(schema: JsonSchema, into: InputSlot): void {
  const declared = schema.type;
  for (const type of Array.isArray(declared) ? declared : declared ? [declared] : []) {
    into.types.add(type as JsonType);
  }
  if (Array.isArray(schema.enum)) into.enum = schema.enum as unknown[];
  if (schema.const !== undefined) into.enum = [schema.const];
  if (typeof schema.maxLength === 'number') into.maxLength = schema.maxLength;
  if (typeof schema.minimum === 'number') into.minimum = schema.minimum;
  if (typeof schema.maximum === 'number') into.maximum = schema.maximum;
  for (const branch of [schema.anyOf, schema.oneOf].flat()) {
    if (branch && typeof branch === 'object') typesOf(branch as JsonSchema, into);
  }
}

/** The slot of a schema, with its location, name and whether it is required. */
function slotOf(
  location: InputSlot['location'],
  path: string[],
  required: boolean,
  schema: JsonSchema,
): InputSlot {
  const slot: InputSlot = { location, name: path.join('.'), path, required, types: new Set() };
  typesOf(schema, slot);
  return slot;
}

/** The object schema of a property (itself or its object `anyOf` branch), if any. */
function objectSchemaOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties !== undefined) return schema;
  const branches = [schema.anyOf, schema.oneOf].flat() as (JsonSchema | undefined)[];
  return branches.find((branch) => branch?.properties !== undefined);
}

/** The slots of an object schema's properties, one level of nested objects included. */
function propertySlots(schema: JsonSchema, prefix: string[], required: boolean): InputSlot[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const requiredNames = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).flatMap(([name, property]) => {
    const path = [...prefix, name];
    const isRequired = required && requiredNames.has(name);
    const nested = prefix.length === 0 ? objectSchemaOf(property) : undefined;
    return [
      slotOf('body', path, isRequired, property),
      ...(nested ? propertySlots(nested, path, isRequired) : []),
    ];
  });
}

/**
 * Every slot of an operation: its parameters, then the properties of its body (JSON object
 * bodies, with the properties of nested objects, and the fields of multipart bodies).
 */
export function inputSlots(operation: FuzzOperation): InputSlot[] {
  const slots = operation.parameters.map((parameter) =>
    slotOf(parameter.in, [parameter.name], parameter.required, parameter.schema),
  );
  const body = operation.body?.schema;
  return body === undefined ? slots : [...slots, ...propertySlots(body, [], true)];
}

/** Whether a slot takes text (a string that is not restricted to an enum). */
export function isTextSlot(slot: InputSlot): boolean {
  return slot.types.has('string') && slot.enum === undefined;
}

/** Whether a slot takes numbers. */
export function isNumberSlot(slot: InputSlot): boolean {
  return slot.types.has('number') || slot.types.has('integer');
}

/** Whether a slot takes only scalars (no array, no object). */
export function isScalarSlot(slot: InputSlot): boolean {
  return !slot.types.has('array') && !slot.types.has('object') && slot.types.size > 0;
}
