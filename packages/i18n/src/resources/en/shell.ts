/**
 * English texts of the `shell` namespace. The Dutch file beside it has the same keys
 * (checked by the parity test).
 */
export const shell = {
  placeholder: 'shell',
} as const;
