/**
 * Bit-flag helpers for the flag enumerations of §3 (languages spoken, tenant occupation).
 * A mask is a non-negative integer where each flag is one power of two.
 */

/**
 * Does `mask` contain every bit of `flag`?
 *
 * @param mask combined flags, for example a user's languages spoken
 * @param flag one flag (or several OR-ed together)
 * @returns true when all bits of `flag` are set in `mask`; false for a zero `flag`
 */
export function hasFlag(mask: number, flag: number): boolean {
  return flag !== 0 && (mask & flag) === flag;
}

/**
 * Returns `mask` with the bits of `flag` set.
 *
 * @param mask combined flags
 * @param flag the flag to add
 * @returns the new mask
 */
export function withFlag(mask: number, flag: number): number {
  return mask | flag;
}

/**
 * Returns `mask` with the bits of `flag` cleared.
 *
 * @param mask combined flags
 * @param flag the flag to remove
 * @returns the new mask
 */
export function withoutFlag(mask: number, flag: number): number {
  return mask & ~flag;
}

/**
 * Returns `mask` with the bits of `flag` flipped (a checkbox toggle).
 *
 * @param mask combined flags
 * @param flag the flag to toggle
 * @returns the new mask
 */
export function toggleFlag(mask: number, flag: number): number {
  return mask ^ flag;
}

/**
 * Combines a list of flags into one mask. Duplicates are harmless.
 *
 * @param flags flags such as `[LanguageSpoken.Dutch, LanguageSpoken.English]`
 * @returns their bitwise OR; 0 for an empty list
 */
export function combineFlags(flags: readonly number[]): number {
  return flags.reduce((mask, flag) => mask | flag, 0);
}

/**
 * Splits a mask into the flags of a flag enumeration that it contains, in the enumeration's
 * declaration order. Bits that are no flag of the enumeration are ignored.
 *
 * @param mask combined flags
 * @param flagEnum an `as const` flag enumeration such as `LanguageSpoken`
 * @returns the contained flags
 */
export function splitFlags<F extends Readonly<Record<string, number>>>(
  mask: number,
  flagEnum: F,
): F[keyof F][] {
  return (Object.values(flagEnum) as F[keyof F][]).filter((flag) => hasFlag(mask, flag));
}
