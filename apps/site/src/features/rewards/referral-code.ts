/** Longest referral code the API accepts (its codes are 8 characters). */
export const MAX_REFERRAL_CODE_LENGTH = 16;

const REFERRAL_CODE_PATTERN = new RegExp(`^[A-Z0-9]{4,${MAX_REFERRAL_CODE_LENGTH}}$`);

/**
 * The referral code of a sign-up link (`?ref=`, issue 27 "referrals"), as the sign-up form sends
 * it: trimmed and upper-cased, letters and digits only, at most {@link MAX_REFERRAL_CODE_LENGTH}
 * characters. Anything else is no code: the form then says nothing about an invitation (the API
 * ignores a malformed or unknown code either way and never says whether one exists).
 *
 * @param value the raw `ref` query value, or undefined
 * @returns the code to send, or undefined
 */
export function referralCodeFrom(value: string | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  if (code === undefined || !REFERRAL_CODE_PATTERN.test(code)) return undefined;
  return code;
}
