import { describe, expect, it } from 'vitest';

import { passwordResetEmail, passwordResetLink } from './password-reset-email.js';

describe('password reset e-mail', () => {
  it('links to the reset page of the user’s language (§2 route table)', () => {
    expect(passwordResetLink('https://rooms.nl', 'nl', 'abc_-1')).toBe(
      'https://rooms.nl/gebruiker/wachtwoord-vergeten?token=abc_-1',
    );
    expect(passwordResetLink('https://rooms.nl/', 'en', 'abc')).toBe(
      'https://rooms.nl/en/user/forgot-password?token=abc',
    );
  });

  it('is written in the user’s language', () => {
    const nl = passwordResetEmail({
      to: 'a@example.com',
      firstName: 'Anna',
      locale: 'nl',
      siteUrl: 'https://rooms.nl',
      token: 't',
    });
    expect(nl).toMatchObject({
      to: 'a@example.com',
      subject: 'Stel je wachtwoord opnieuw in',
      language: 'nl',
    });
    expect(nl.text).toContain('Hallo Anna,');
    const en = passwordResetEmail({
      to: 'a@example.com',
      firstName: 'Anna',
      locale: 'en',
      siteUrl: 'https://rooms.nl',
      token: 't',
    });
    expect(en.subject).toBe('Reset your password');
    expect(en.text).toContain('https://rooms.nl/en/user/forgot-password?token=t');
  });

  it('greets without a name that must not be shown (issue 23)', () => {
    const nl = passwordResetEmail({
      to: 'anna@example.com',
      firstName: 'Anna\u202E pay at example.com',
      locale: 'nl',
      siteUrl: 'https://rooms.nl',
      token: 'a'.repeat(43),
    });
    expect(nl.text.startsWith('Hallo,\n')).toBe(true);
    expect(nl.text).not.toContain('example.com');
  });
});
