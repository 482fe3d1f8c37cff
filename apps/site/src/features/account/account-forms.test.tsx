import { pathFor } from '@rooms/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { accountTexts } from './account-texts';
import { LoginCard } from './login-card';
import { PasswordResetRequestForm } from './password-reset-request-form';
import { RegisterCard } from './register-card';
import { RegisterConfirmForm } from './register-confirm-form';
import { SignOut } from './sign-out';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), refresh: vi.fn() }),
}));

/** The `<input>` tag with the given id in the markup. */
function inputTag(html: string, id: string): string {
  return new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
}

/** The server-rendered first view of the account pages (what a visitor sees before hydration). */
describe('account forms, first render', () => {
  it('sign-in: labelled fields with autocomplete, the notice, the links, a POST form, no MUI', async () => {
    const texts = await accountTexts('en');
    const html = renderToStaticMarkup(
      <LoginCard
        locale="en"
        returnUrl="/en/my-favorite-rooms"
        showReturnNotice
        registerHref="/en/user/register?returnUrl=%2Fen%2Fmy-favorite-rooms"
        resetHref="/en/user/forgot-password"
        texts={{ form: texts.form, login: texts.login, aside: texts.aside }}
      />,
    );
    expect(html).toContain('<h1');
    expect(html).toContain(texts.login.title);
    expect(html).toContain(texts.login.returnNotice);
    expect(html).toContain('<label for="login-email"');
    expect(html).toContain('<label for="login-password"');
    const email = inputTag(html, 'login-email');
    expect(email).toContain('type="email"');
    expect(email).toContain('autoComplete="username"');
    expect(email).toContain('aria-invalid="false"');
    expect(email).toContain('aria-required="true"');
    expect(inputTag(html, 'login-password')).toContain('autoComplete="current-password"');
    expect(html).toContain(`aria-label="${texts.form.fields.showPassword}"`);
    expect(html).toContain('href="/en/user/register?returnUrl=%2Fen%2Fmy-favorite-rooms"');
    expect(html).toContain('href="/en/user/forgot-password"');
    expect(html).toContain(`>${texts.login.submit}</button>`);
    expect(html).not.toContain('Mui');
    // Sent before the script has loaded, the password never lands in the address.
    expect(html).toMatch(/<form[^>]*method="post"/);
    // No error summary before a submit.
    expect(html).not.toContain('role="region"');
  });

  it('registration: the password hint describes the field, terms and privacy are links', async () => {
    const texts = await accountTexts('nl');
    const html = renderToStaticMarkup(
      <RegisterCard
        locale="nl"
        loginHref={pathFor('login', 'nl')}
        termsHref={pathFor('termsConditions', 'nl')}
        privacyHref={pathFor('privacyPolicy', 'nl')}
        texts={{ form: texts.form, register: texts.register, aside: texts.aside }}
      />,
    );
    expect(inputTag(html, 'register-firstName')).toContain('autoComplete="given-name"');
    expect(inputTag(html, 'register-email')).toContain('autoComplete="email"');
    const password = inputTag(html, 'register-password');
    expect(password).toContain('autoComplete="new-password"');
    expect(password).toContain('aria-describedby="register-password-message"');
    expect(html).toMatch(
      new RegExp(`id="register-password-message"[^>]*>${texts.form.fields.newPasswordHint}<`),
    );
    expect(html).toContain(`<a href="${pathFor('termsConditions', 'nl')}">`);
    expect(html).toContain(`<a href="${pathFor('privacyPolicy', 'nl')}">`);
    expect(html).not.toContain('&lt;terms&gt;');
  });

  it('sign-up confirmation: one activate button in a POST form, no field, links to sign up again and log in', async () => {
    const { form, register } = await accountTexts('en');
    const html = renderToStaticMarkup(
      <RegisterConfirmForm
        locale="en"
        token={'a'.repeat(43)}
        returnUrl="/en"
        registerHref="/en/user/register"
        loginHref="/en/user/login"
        texts={{ form, register }}
      />,
    );
    expect(html).toContain(register.confirmTitle);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain(`>${register.confirmSubmit}</button>`);
    expect(html).not.toContain('<input');
    // The token is not written into the page's markup.
    expect(html).not.toContain('a'.repeat(43));
    expect(html).toContain('href="/en/user/register"');
    expect(html).toContain('href="/en/user/login"');
    expect(html).not.toContain('role="region"');
  });

  it('reset request: one e-mail field and the way back to sign-in', async () => {
    const { form, reset } = await accountTexts('en');
    const html = renderToStaticMarkup(
      <PasswordResetRequestForm locale="en" loginHref="/en/user/login" texts={{ form, reset }} />,
    );
    expect(html).toContain(reset.title);
    expect(inputTag(html, 'reset-email')).toContain('autoComplete="email"');
    expect(html).toContain('href="/en/user/login"');
  });

  it('sign-out: says it is busy in a status while the call runs', async () => {
    const { signOut, form } = await accountTexts('nl');
    const html = renderToStaticMarkup(
      <SignOut locale="nl" homeHref="/" texts={{ signOut, messages: form.messages }} />,
    );
    expect(html).toMatch(new RegExp(`role="status"[^>]*>.*${signOut.busy}`));
    expect(html).not.toContain(signOut.retry);
  });
});
