import { PERSON_NAME_RULE_MESSAGE, personNameProblem } from '@rooms/domain';
import { localeOrDefault } from '@rooms/i18n';
import { z } from 'zod';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../auth/password.js';

import type { AuthenticatedUser } from '../../auth/session-store.js';

/** Longest e-mail address accepted (RFC 5321 path limit), in characters. */
export const EMAIL_MAX_LENGTH = 254;
/** Longest first or last name accepted, in characters. */
export const NAME_MAX_LENGTH = 100;

/** An e-mail address as registration and reset requests take it. */
export const emailField = z.email().max(EMAIL_MAX_LENGTH).describe('E-mail address');

/** A new password: 10 to 200 characters. */
export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .describe(`New password, ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`);

/**
 * A person's name: trimmed, 1 to 100 characters, no control characters, and (issue 23, names
 * appear in other people's e-mail subjects) only letters, marks, spaces, apostrophes, hyphens
 * and full stops, not reading as a domain name (`personNameProblem` of @rooms/domain: no bidi or
 * zero-width characters, no "pay at example.com").
 */
export const nameField = z
  .string()
  .trim()
  .min(1)
  .max(NAME_MAX_LENGTH)
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters')
  .refine((name) => personNameProblem(name) === null, PERSON_NAME_RULE_MESSAGE);

/** A site language (§3 "Site languages: en, nl"). */
export const localeField = z.enum(['nl', 'en']);

/** The §3 user profile fields used by the site, as `GET /customer/view` answers them. */
export const userProfile = z
  .object({
    userid: z.number().int(),
    useremail: z.string(),
    usernamefirst: z.string(),
    userphoto: z
      .string()
      .nullable()
      .describe('Image key of the profile photo, served at /image/{key}'),
    haspremiumaccount: z.boolean(),
    productshortdescription: z.string().nullable(),
  })
  .describe('User profile (§3)');

/**
 * The §3 profile of a user.
 *
 * @param user the signed-in user
 * @returns userid, useremail, usernamefirst, userphoto, haspremiumaccount, productshortdescription
 */
export function toUserProfile(user: AuthenticatedUser): z.output<typeof userProfile> {
  return {
    userid: user.id,
    useremail: user.email,
    usernamefirst: user.firstName,
    userphoto: user.photoKey,
    haspremiumaccount: user.hasPremiumAccount,
    productshortdescription: user.productShortDescription,
  };
}

/** The account fields of `GET /customer/viewaccount`. */
export const userAccount = z
  .object({
    userId: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    locale: localeField,
    photoKey: z.string().nullable(),
    hasPremiumAccount: z.boolean(),
    productShortDescription: z.string().nullable(),
    createdAt: z.iso.datetime().describe('When the account was created (UTC, ISO 8601)'),
  })
  .describe('Account of the signed-in user');

/**
 * The account fields of a user.
 *
 * @param user the signed-in user
 * @returns names, e-mail, language ('nl' unless 'en'), premium state, product and creation time
 */
export function toUserAccount(user: AuthenticatedUser): z.output<typeof userAccount> {
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    locale: localeOrDefault(user.locale),
    photoKey: user.photoKey,
    hasPremiumAccount: user.hasPremiumAccount,
    productShortDescription: user.productShortDescription,
    createdAt: user.createdAt.toISOString(),
  };
}
