/**
 * Typed readers for decoded Stripe parameters (everything arrives as strings in a form body):
 * each returns the value or throws Stripe's 400 `parameter_missing`/`parameter_invalid`.
 */
import { invalidParam } from './errors.js';

import type { FormObject, FormValue } from './form-body.js';

/** A Stripe `metadata` map: string keys and values. */
export type Metadata = Record<string, string>;

/** Longest string accepted in any parameter (Stripe caps metadata values at 500 chars). */
const MAX_STRING = 5000;

/** A string parameter, or undefined when absent. */
export function optionalString(params: FormObject, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > MAX_STRING || value.includes('\0')) {
    throw invalidParam(name, `Invalid string: ${name}`);
  }
  return value;
}

/** A required string parameter. */
export function requiredString(params: FormObject, name: string): string {
  const value = optionalString(params, name);
  if (value === undefined || value === '') {
    throw invalidParam(name, `Missing required param: ${name}.`, 'parameter_missing');
  }
  return value;
}

/** A non-negative integer parameter (amounts in cents, unix seconds), or undefined. */
export function optionalInteger(params: FormObject, name: string): number | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (!/^\d{1,15}$/.test(value)) throw invalidParam(name, `Invalid integer: ${value}`);
  return Number(value);
}

/** A boolean parameter (`true`/`false`), or undefined. */
export function optionalBoolean(params: FormObject, name: string): boolean | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidParam(name, `Invalid boolean: ${value}`);
  return value === 'true';
}

/** A nested object parameter (e.g. `payment_settings`), or an empty object. */
export function objectParam(params: FormObject, name: string): FormObject {
  const value = params[name];
  if (value === undefined || value === '') return {};
  if (typeof value === 'string' || Array.isArray(value))
    throw invalidParam(name, `Invalid object: ${name}`);
  return value;
}

/** An array parameter of strings (e.g. `payment_method_types`, `expand`), or undefined. */
export function optionalStringArray(params: FormObject, name: string): string[] | undefined {
  const value: FormValue | undefined = params[name];
  if (value === undefined) return undefined;
  // An empty string is how the SDK sends an emptied array (`Emptyable`).
  if (value === '') return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw invalidParam(name, `Invalid array: ${name}`);
  }
  return value as string[];
}

/** An array parameter of objects (e.g. subscription `items`), or undefined. */
export function optionalObjectArray(params: FormObject, name: string): FormObject[] | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v === 'string' || Array.isArray(v))) {
    throw invalidParam(name, `Invalid array: ${name}`);
  }
  return value as FormObject[];
}

/**
 * Applies a `metadata` parameter to existing metadata the way Stripe does: keys are merged, a key
 * set to the empty string is removed, and `metadata=` (empty) clears everything.
 */
export function mergeMetadata(current: Metadata, params: FormObject): Metadata {
  const value = params.metadata;
  if (value === undefined) return current;
  if (value === '') return {};
  if (typeof value === 'string' || Array.isArray(value))
    throw invalidParam('metadata', 'Invalid metadata');
  const merged: Metadata = { ...current };
  const entries = Object.entries(value);
  if (entries.length > 50) throw invalidParam('metadata', 'Metadata can have at most 50 keys.');
  for (const [key, item] of entries) {
    if (typeof item !== 'string' || key.length > 40 || item.length > 500) {
      throw invalidParam(`metadata[${key}]`, 'Invalid metadata value');
    }
    if (item === '') delete merged[key];
    else merged[key] = item;
  }
  return merged;
}
