import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { passwordResetTokens, users } from '../../db/schema.js';
import {
  createTestApp,
  eventually,
  nextClientAddress,
  registerUser,
} from '../../testing/test-app.js';

import type { TestApp } from '../../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

function requestReset(email: string, remoteAddress = nextClientAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/customer/password-reset/request',
    remoteAddress,
    payload: { email },
  });
}

function confirmReset(token: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/customer/password-reset/confirm',
    payload: { token, password },
  });
}

function login(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/customer/login',
    remoteAddress: nextClientAddress(),
    payload: { email, password },
  });
}

/** A message with its quoted-printable body decoded (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(message: string): string {
  const bytes = message
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
}

/** The e-mails to an address so far, bodies decoded, without the sign-up link of `registerUser`. */
function mailsTo(email: string): string[] {
  return t
    .outbox()
    .filter((message) => message.includes(`To: ${email}`))
    .map(decodeQuotedPrintable)
    .filter((message) => !/\/(?:en\/user\/register|gebruiker\/registreren)\?token=/.test(message));
}

/** Requests a reset and returns the token of the link e-mailed to the user. */
async function resetToken(email: string): Promise<string> {
  const before = mailsTo(email).length;
  expect((await requestReset(email)).statusCode).toBe(204);
  const message = await eventually(() => mailsTo(email)[before]);
  const token = /\?token=([A-Za-z0-9_-]{43})/.exec(message)?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe('POST /customer/password-reset/request', () => {
  it('e-mails a Dutch link to a Dutch user and stores only the SHA-256 of the token, valid 1 hour', async () => {
    const user = await registerUser(t.app, { firstName: 'Femke', locale: 'nl' });
    const token = await resetToken(user.email);
    const message = mailsTo(user.email)[0]!;
    expect(message).toContain(`https://rooms.test/gebruiker/wachtwoord-vergeten?token=${token}`);
    expect(message).toContain('Hallo Femke,');
    expect(message).toMatch(/^Content-Language: nl$/m);
    const [row] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect((row!.expiresAt.getTime() - Date.now()) / 60_000).toBeCloseTo(60, 0);
  });

  it('e-mails an English link to an English user', async () => {
    const user = await registerUser(t.app, { locale: 'en' });
    const token = await resetToken(user.email);
    expect(mailsTo(user.email)[0]).toContain(
      `https://rooms.test/en/user/forgot-password?token=${token}`,
    );
  });

  it('answers 204 for an unknown address too, and sends nothing', async () => {
    const before = t.outbox().length;
    const response = await requestReset('nobody@example.com');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.outbox()).toHaveLength(before);
  });

  it('sends at most 3 e-mails per address per hour, still answering 204', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 5; i += 1) expect((await requestReset(user.email)).statusCode).toBe(204);
    await eventually(() => (mailsTo(user.email).length >= 3 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(user.email)).toHaveLength(3);
  });

  it('answers 429 after 10 requests per client address in 15 minutes', async () => {
    const address = nextClientAddress();
    for (let i = 0; i < 10; i += 1)
      expect((await requestReset(`spray${i}@example.com`, address)).statusCode).toBe(204);
    const refused = await requestReset('spray10@example.com', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('http_429');
  });

  it('answers 400 invalid_request for a malformed address', async () => {
    const response = await requestReset('not an address');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_request');
  });
});

describe('POST /customer/password-reset/confirm', () => {
  it('sets the new password, uses the token up and revokes every session', async () => {
    const user = await registerUser(t.app);
    const token = await resetToken(user.email);
    const response = await confirmReset(token, 'a brand new password');
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^rooms_session=; Max-Age=0;/);

    const view = await t.app.inject({
      method: 'GET',
      url: '/customer/view',
      headers: { cookie: user.cookie },
    });
    expect(view.statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'a brand new password')).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row!.hash).toMatch(/^\$argon2id\$/);

    const again = await confirmReset(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'reset_token_invalid',
      message: 'This password reset link is invalid or has expired',
    });
    expect((await login(user.email, 'a brand new password')).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const user = await registerUser(t.app);
    const token = await resetToken(user.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const response = await confirmReset(token, 'a brand new password');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('reset_token_invalid');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('lets only the newest link work', async () => {
    const user = await registerUser(t.app);
    const first = await resetToken(user.email);
    const second = await resetToken(user.email);
    expect((await confirmReset(first, 'a brand new password')).statusCode).toBe(400);
    expect((await confirmReset(second, 'a brand new password')).statusCode).toBe(204);
  });

  it("ends the account's soft login limit (more than 20 attempts from all clients)", async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 20; i += 1) await login(user.email, `wrong ${i}`);
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    const token = await resetToken(user.email);
    expect((await confirmReset(token, 'a brand new password')).statusCode).toBe(204);
    expect((await login(user.email, 'a brand new password')).statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', 'A'.repeat(43), 'a brand new password', 'reset_token_invalid'],
    ['a malformed token', 'not a token at all', 'a brand new password', 'reset_token_invalid'],
    ['a huge token', 'x'.repeat(10_000), 'a brand new password', 'invalid_request'],
    ['a short new password', 'A'.repeat(43), 'short', 'invalid_request'],
  ])('answers 400 for %s', async (_name, token, password, code) => {
    const response = await confirmReset(token, password);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('keeps the old password when the new one is refused', async () => {
    const user = await registerUser(t.app);
    const token = await resetToken(user.email);
    expect((await confirmReset(token, 'short')).statusCode).toBe(400);
    expect((await confirmReset(token, 'long enough now')).statusCode).toBe(204);
  });
});
