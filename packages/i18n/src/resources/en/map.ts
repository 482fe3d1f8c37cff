/**
 * English texts of the `map` namespace. The Dutch file beside it has the same keys
 * (checked by the parity test).
 */
export const map = {
  placeholder: 'map',
} as const;
