/**
 * Helpers for the `as const` enumeration objects of this package (§3).
 * An enumeration object maps a spec name to its value, for example `{ Room: 1, Apartment: 2 }`.
 */

/** Any `as const` enumeration object: spec name -> number or word. */
export type EnumObject = Readonly<Record<string, number | string>>;

/** The union of the values of an enumeration object. */
export type EnumValue<E extends EnumObject> = E[keyof E];

/**
 * The values of an enumeration object, in declaration order (§3).
 *
 * @param enumObject an `as const` enumeration such as `ListingType`
 * @returns its values in declaration order; the array is new on every call
 */
export function enumValues<E extends EnumObject>(enumObject: E): EnumValue<E>[] {
  return Object.values(enumObject) as EnumValue<E>[];
}

/**
 * Type guard: is `value` one of the values of `enumObject`? Compares with `===`, so the string
 * '1' is not the number 1 (§3).
 *
 * @param enumObject an `as const` enumeration such as `InboxType`
 * @param value any value, for example read from a request
 * @returns true when `value` is one of the enumeration's values
 */
export function isEnumValue<E extends EnumObject>(
  enumObject: E,
  value: unknown,
): value is EnumValue<E> {
  return Object.values(enumObject).includes(value as EnumValue<E>);
}
