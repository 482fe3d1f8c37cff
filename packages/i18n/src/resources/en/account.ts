/**
 * English texts of the `account` namespace. The Dutch file beside it has the same keys
 * (checked by the parity test).
 */
export const account = {
  placeholder: 'account',
} as const;
