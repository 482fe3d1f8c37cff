/**
 * English texts of the `content` namespace. The Dutch file beside it has the same keys
 * (checked by the parity test).
 */
export const content = {
  placeholder: 'content',
} as const;
