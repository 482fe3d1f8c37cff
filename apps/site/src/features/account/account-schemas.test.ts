import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { describe, expect, it } from 'vitest';

import {
  ACCOUNT_LIMITS,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerSchema,
  validationValues,
} from './account-schemas';

import type { z } from 'zod/mini';

interface JsonSchema {
  properties: Record<string, { minLength?: number; maxLength?: number; pattern?: string }>;
  required: string[];
}

/** The JSON body schema of a POST operation in the committed OpenAPI contract. */
function contractBody(path: string): JsonSchema {
  const file = createRequire(import.meta.url).resolve('@rooms/api-client/openapi.json');
  const document = JSON.parse(readFileSync(file, 'utf8')) as {
    paths: Record<
      string,
      { post: { requestBody: { content: { 'application/json': { schema: JsonSchema } } } } }
    >;
  };
  const operation = document.paths[path];
  if (operation === undefined) throw new Error(`${path} is not in the contract`);
  return operation.post.requestBody.content['application/json'].schema;
}

/** The first message per field, as react-hook-form's zod resolver shows it. */
function firstErrors(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('account rules match the API contract', () => {
  it('uses the contract lengths for registration', () => {
    const body = contractBody('/customer/register');
    expect(body.required).toEqual(expect.arrayContaining(['email', 'password', 'firstName']));
    expect(body.properties.password).toMatchObject({
      minLength: ACCOUNT_LIMITS.passwordMin,
      maxLength: ACCOUNT_LIMITS.passwordMax,
    });
    expect(body.properties.email?.maxLength).toBe(ACCOUNT_LIMITS.emailMax);
    expect(body.properties.firstName).toMatchObject({
      minLength: 1,
      maxLength: ACCOUNT_LIMITS.firstNameMax,
    });
  });

  it('uses the contract lengths for login and password reset', () => {
    expect(contractBody('/customer/login').properties.password?.maxLength).toBe(
      ACCOUNT_LIMITS.passwordMax,
    );
    expect(contractBody('/customer/password-reset/confirm').properties.password).toMatchObject({
      minLength: ACCOUNT_LIMITS.passwordMin,
      maxLength: ACCOUNT_LIMITS.passwordMax,
    });
  });

  it('accepts and refuses the same e-mail addresses as the contract pattern', () => {
    const pattern = new RegExp(
      contractBody('/customer/password-reset/request').properties.email?.pattern ?? '^$',
    );
    const samples = [
      'tenant@rooms.test',
      'Tessa.de-Vries+rooms@example.co.uk',
      "o'brien@example.nl",
      'no-at-sign.example.nl',
      'two@@example.nl',
      'name@localhost',
      'name@example.n',
      '.dot@example.nl',
    ];
    for (const email of samples) {
      expect(passwordResetRequestSchema.safeParse({ email }).success, email).toBe(
        pattern.test(email),
      );
    }
  });
});

describe('loginSchema', () => {
  it('asks for both fields when they are empty', () => {
    expect(firstErrors(loginSchema, { email: '', password: '' })).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
  });

  it('refuses an address without @ and trims spaces around a good one', () => {
    expect(firstErrors(loginSchema, { email: 'tessa', password: 'x' })).toEqual({
      email: 'validation.emailInvalid',
    });
    expect(loginSchema.parse({ email: '  tenant@rooms.test ', password: ' pw ' })).toEqual({
      email: 'tenant@rooms.test',
      password: ' pw ',
    });
  });

  it('accepts a short current password but not one longer than 200 characters', () => {
    expect(loginSchema.safeParse({ email: 'a@b.nl', password: 'short' }).success).toBe(true);
    expect(firstErrors(loginSchema, { email: 'a@b.nl', password: 'x'.repeat(201) })).toEqual({
      password: 'validation.passwordTooLong',
    });
  });

  it('says an overly long address is too long rather than invalid', () => {
    const email = `${'a'.repeat(250)}@b.nl`;
    expect(firstErrors(loginSchema, { email, password: 'x' })).toEqual({
      email: 'validation.emailTooLong',
    });
  });
});

describe('registerSchema', () => {
  const valid = { firstName: 'Tessa', email: 'tessa@example.nl', password: 'correct horse' };

  it('accepts a complete registration', () => {
    expect(registerSchema.parse({ ...valid, firstName: '  Tessa ' })).toEqual(valid);
  });

  it('needs a password of 10 to 200 characters, spaces included', () => {
    expect(firstErrors(registerSchema, { ...valid, password: '123456789' })).toEqual({
      password: 'validation.passwordTooShort',
    });
    expect(registerSchema.safeParse({ ...valid, password: '1234567890' }).success).toBe(true);
    expect(registerSchema.safeParse({ ...valid, password: 'x'.repeat(200) }).success).toBe(true);
    expect(firstErrors(registerSchema, { ...valid, password: 'x'.repeat(201) })).toEqual({
      password: 'validation.passwordTooLong',
    });
    expect(firstErrors(registerSchema, { ...valid, password: '' })).toEqual({
      password: 'validation.passwordRequired',
    });
  });

  it('needs a first name without control characters, at most 100 characters', () => {
    expect(firstErrors(registerSchema, { ...valid, firstName: '   ' })).toEqual({
      firstName: 'validation.firstNameRequired',
    });
    expect(firstErrors(registerSchema, { ...valid, firstName: 'x'.repeat(101) })).toEqual({
      firstName: 'validation.firstNameTooLong',
    });
    expect(firstErrors(registerSchema, { ...valid, firstName: 'Tes\u0007sa' })).toEqual({
      firstName: 'validation.firstNameInvalid',
    });
    expect(registerSchema.safeParse({ ...valid, firstName: 'Zoë-Anne' }).success).toBe(true);
  });

  it('refuses first names the API refuses: bidi and zero-width characters, web addresses (issue 23)', () => {
    for (const firstName of [
      'Anna\u202Emoc.elpmaxe',
      'An\u200Bna',
      'Rooms Support – pay at example.com',
      'example.com',
    ]) {
      expect(firstErrors(registerSchema, { ...valid, firstName }), firstName).toEqual({
        firstName: 'validation.firstNameInvalid',
      });
    }
    for (const firstName of ["D'Angelo", 'J.R.', 'Мария']) {
      expect(registerSchema.safeParse({ ...valid, firstName }).success, firstName).toBe(true);
    }
  });
});

describe('passwordResetConfirmSchema', () => {
  it('applies the new-password rules', () => {
    expect(firstErrors(passwordResetConfirmSchema, { password: 'short' })).toEqual({
      password: 'validation.passwordTooShort',
    });
    expect(passwordResetConfirmSchema.safeParse({ password: 'long enough!' }).success).toBe(true);
  });
});

describe('validationValues', () => {
  it('gives the limits each field message talks about', () => {
    expect(validationValues('password')).toEqual({ min: 10, max: 200 });
    expect(validationValues('email')).toEqual({ min: 1, max: 254 });
    expect(validationValues('firstName')).toEqual({ min: 1, max: 100 });
  });
});
