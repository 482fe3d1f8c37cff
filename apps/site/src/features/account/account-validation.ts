import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';

import {
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerSchema,
} from './account-schemas';

import type {
  LoginValues,
  PasswordResetConfirmValues,
  PasswordResetRequestValues,
  RegisterValues,
} from './account-schemas';
import type { Resolver } from 'react-hook-form';

/** The values of each account form, by the form's kind (see `AccountForm`). */
export interface AccountFormValues {
  login: LoginValues;
  register: RegisterValues;
  resetRequest: PasswordResetRequestValues;
  resetConfirm: PasswordResetConfirmValues;
}

/** The account forms that validate input (every kind but sign-out). */
export type ValidatedAccountForm = keyof AccountFormValues;

/**
 * The react-hook-form resolvers of the account forms: each runs the form's schema of
 * `account-schemas.ts` through its Standard Schema interface (`~standard`), which keeps the
 * zod resolver's import of all of `zod/v4/core` out of the bundle. This module (and zod with it)
 * is loaded by `useAccountForm` after the page has hydrated, not with the page.
 */
export const ACCOUNT_RESOLVERS: {
  readonly [K in ValidatedAccountForm]: Resolver<
    AccountFormValues[K],
    unknown,
    AccountFormValues[K]
  >;
} = {
  login: standardSchemaResolver(loginSchema),
  register: standardSchemaResolver(registerSchema),
  resetRequest: standardSchemaResolver(passwordResetRequestSchema),
  resetConfirm: standardSchemaResolver(passwordResetConfirmSchema),
};
