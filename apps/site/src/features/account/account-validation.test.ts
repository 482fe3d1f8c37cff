import { describe, expect, it } from 'vitest';

import { ACCOUNT_RESOLVERS } from './account-validation';

import type { ResolverOptions } from 'react-hook-form';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<never>;

describe('ACCOUNT_RESOLVERS', () => {
  it('gives each invalid field its first message key, in the schema order', async () => {
    const result = await ACCOUNT_RESOLVERS.register(
      { firstName: ' ', email: 'no-at-sign', password: 'short' },
      undefined,
      OPTIONS as never,
    );
    expect(result.values).toEqual({});
    expect(result.errors.firstName?.message).toBe('validation.firstNameRequired');
    expect(result.errors.email?.message).toBe('validation.emailInvalid');
    expect(result.errors.password?.message).toBe('validation.passwordTooShort');
  });

  it('returns the trimmed values when the form is valid', async () => {
    const result = await ACCOUNT_RESOLVERS.login(
      { email: '  tenant@example.nl ', password: 'any' },
      undefined,
      OPTIONS as never,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ email: 'tenant@example.nl', password: 'any' });
  });
});
