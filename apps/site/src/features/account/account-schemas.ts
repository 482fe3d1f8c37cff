import { personNameProblem } from '@rooms/domain';
import { z } from 'zod/mini';

import type { TranslationResources } from '@rooms/i18n';

/**
 * The account rules of the API (`apps/api/src/routes/customer/account.schema.ts`,
 * `auth/password.ts`, `mail/password-reset-email.ts`), so the forms refuse exactly what the API
 * refuses. Lengths are in characters (UTF-16 code units, as zod and the API count them). The
 * lengths are checked against the committed OpenAPI contract by the test beside this file.
 * The schemas use `zod/mini` (same rules as zod, a fraction of the browser bundle).
 */
export const ACCOUNT_LIMITS = {
  /** Shortest password registration and reset accept. */
  passwordMin: 10,
  /** Longest password any account call accepts. */
  passwordMax: 200,
  /** Longest e-mail address (RFC 5321 path limit). */
  emailMax: 254,
  /** Longest first name. */
  firstNameMax: 100,
  /** Minutes a password reset link stays valid (not in the contract; the API's mail template). */
  resetLinkValidMinutes: 60,
  /** Hours a sign-up confirmation link stays valid (the API's `REGISTRATION_LINK_TTL_HOURS`). */
  registrationLinkValidHours: 24,
} as const;

/**
 * A validation message: a key of the `account` namespace under `validation.`, translated by the
 * form with `{ min, max }` from {@link ACCOUNT_LIMITS} (see {@link validationValues}).
 */
export type ValidationKey = `validation.${keyof TranslationResources['account']['validation']}`;

function message(key: ValidationKey): { error: ValidationKey } {
  return { error: key };
}

/** Interpolation values of the validation messages (`{{min}}`, `{{max}}`) for a field. */
export function validationValues(field: 'email' | 'password' | 'firstName'): {
  min: number;
  max: number;
} {
  if (field === 'email') return { min: 1, max: ACCOUNT_LIMITS.emailMax };
  if (field === 'firstName') return { min: 1, max: ACCOUNT_LIMITS.firstNameMax };
  return { min: ACCOUNT_LIMITS.passwordMin, max: ACCOUNT_LIMITS.passwordMax };
}

/**
 * An e-mail address: trimmed; required, at most 254 characters, then the same address rule as
 * the API (zod's `z.email()`). One message at a time, in that order.
 */
export const emailSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, message('validation.emailRequired')),
      z.maxLength(ACCOUNT_LIMITS.emailMax, message('validation.emailTooLong')),
    ),
  z.email(message('validation.emailInvalid')),
);

/** A new password (registration, reset): 10 to 200 characters, spaces count, never trimmed. */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(1, message('validation.passwordRequired')),
    z.minLength(ACCOUNT_LIMITS.passwordMin, message('validation.passwordTooShort')),
    z.maxLength(ACCOUNT_LIMITS.passwordMax, message('validation.passwordTooLong')),
  );

/**
 * A first name: trimmed, 1 to 100 characters, no control characters, and the API's name rule
 * (issue 23, `personNameProblem` of @rooms/domain: letters, spaces, apostrophes, hyphens and
 * full stops; no bidi or zero-width characters; nothing that reads as a web address).
 */
export const firstNameSchema = z.string().check(
  z.trim(),
  z.minLength(1, message('validation.firstNameRequired')),
  z.maxLength(ACCOUNT_LIMITS.firstNameMax, message('validation.firstNameTooLong')),
  // eslint-disable-next-line no-control-regex
  z.regex(/^[^\u0000-\u001f\u007f]*$/, message('validation.firstNameInvalid')),
  z.refine((name) => personNameProblem(name) === null, message('validation.firstNameInvalid')),
);

/**
 * Sign-in (`POST /customer/login`): e-mail and the current password (any length from 1 to 200:
 * old passwords may be shorter than today's minimum).
 */
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .check(
      z.minLength(1, message('validation.passwordRequired')),
      z.maxLength(ACCOUNT_LIMITS.passwordMax, message('validation.passwordTooLong')),
    ),
});

/** Registration (`POST /customer/register`): first name, e-mail and a new password. */
export const registerSchema = z.object({
  firstName: firstNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});

/** Reset request (`POST /customer/password-reset/request`): the account's e-mail address. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });

/** Reset confirmation (`POST /customer/password-reset/confirm`): the new password (token apart). */
export const passwordResetConfirmSchema = z.object({ password: newPasswordSchema });

/** Values of the sign-in form. */
export type LoginValues = z.infer<typeof loginSchema>;
/** Values of the registration form. */
export type RegisterValues = z.infer<typeof registerSchema>;
/** Values of the reset request form. */
export type PasswordResetRequestValues = z.infer<typeof passwordResetRequestSchema>;
/** Values of the reset confirmation form. */
export type PasswordResetConfirmValues = z.infer<typeof passwordResetConfirmSchema>;
