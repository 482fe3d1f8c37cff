/**
 * English texts of the `search` namespace. The Dutch file beside it has the same keys
 * (checked by the parity test).
 */
export const search = {
  placeholder: 'search',
} as const;
