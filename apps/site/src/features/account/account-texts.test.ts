import { ErrorCode, RoomsError } from '@rooms/domain';
import { LOCALES, RESOURCES } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import { serverProblemOf } from './account-errors';
import { accountTexts } from './account-texts';
import { fillPlaceholders } from './rich-text';

describe('accountTexts', () => {
  it('fills the limits into the validation messages and the password hint', async () => {
    const { form } = await accountTexts('en');
    expect(form.messages['validation.passwordTooShort']).toBe(
      'Your password needs at least 10 characters',
    );
    expect(form.messages['validation.emailTooLong']).toContain('254');
    expect(form.messages['validation.firstNameTooLong']).toContain('100');
    expect(form.fields.newPasswordHint).toMatch(/^At least 10 characters/);
  });

  it('has a message, in each language, for every key the schemas and the server give', async () => {
    const answers = [
      new RoomsError({ code: ErrorCode.Http401, status: 401 }),
      new RoomsError({ code: 'http_429', status: 429 }),
      new RoomsError({ code: 'reset_token_invalid', status: 400 }),
      new RoomsError({ code: 'registration_token_invalid', status: 400 }),
      new Error('bug'),
    ];
    for (const locale of LOCALES) {
      const { form } = await accountTexts(locale);
      const keys = [
        ...Object.keys(RESOURCES[locale].account.validation).map((key) => `validation.${key}`),
        ...answers.map((error) => serverProblemOf(error, 'login').key),
        ...answers.map((error) => serverProblemOf(error, 'register').key),
        ...answers.map((error) => serverProblemOf(error, 'registerConfirm').key),
      ];
      for (const key of keys) {
        const text = (form.messages as Record<string, string | undefined>)[key];
        expect(text, `${locale} ${key}`).toBeDefined();
        expect(text, `${locale} ${key}`).not.toMatch(/{{|validation\.|errors:/);
      }
    }
  });

  it('keeps the e-mail placeholder of the reset confirmation for the browser', async () => {
    for (const locale of LOCALES) {
      const { reset } = await accountTexts(locale);
      expect(reset.sentText).toContain('<b>{{email}}</b>');
      expect(reset.sentText).toContain('60');
      expect(fillPlaceholders(reset.sentText, { email: 'tessa@example.nl' })).toContain(
        '<b>tessa@example.nl</b>',
      );
    }
  });

  it('keeps the e-mail placeholder of the sign-up confirmation and fills the link lifetime', async () => {
    for (const locale of LOCALES) {
      const { register } = await accountTexts(locale);
      expect(register.sentText).toContain('<b>{{email}}</b>');
      expect(register.sentText).toContain('24');
      expect(register.sentText).not.toContain('{{hours}}');
    }
  });

  it('gives the brand panel three points and each form its section', async () => {
    const texts = await accountTexts('nl');
    expect(texts.aside.points).toHaveLength(3);
    expect(texts.login.title).toBe(RESOURCES.nl.account.login.title);
    expect(texts.register.terms).toContain('<terms>');
    expect(texts.signOut.retry).toBe(RESOURCES.nl.account.signOut.retry);
  });
});
