/**
 * English texts of the `listing` namespace. The Dutch file beside it has the same keys
 * (checked by the parity test).
 */
export const listing = {
  placeholder: 'listing',
} as const;
