import { createHash } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { pendingRegistrations, sessions, users } from '../../db/schema.js';
import {
  createTestApp,
  eventually,
  nextClientAddress,
  registerUser,
  registrationTokenFor,
  sentMail,
} from '../../testing/test-app.js';

import type { TestApp } from '../../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

function register(payload: unknown, remoteAddress = nextClientAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/customer/register',
    remoteAddress,
    payload: payload as object,
  });
}

function confirm(token: string, app = t.app) {
  return app.inject({ method: 'POST', url: '/customer/register/confirm', payload: { token } });
}

function login(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/customer/login',
    remoteAddress: nextClientAddress(),
    payload: { email, password },
  });
}

/** The e-mails sent to an address so far. */
function mailTo(email: string) {
  return sentMail(t.app).filter((message) => message.to === email);
}

async function pendingOf(email: string) {
  return t.database.db
    .select()
    .from(pendingRegistrations)
    .where(sql`lower(${pendingRegistrations.email}) = lower(${email})`);
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

describe('POST /customer/register (issue 23: no account enumeration)', () => {
  it('answers 202 without signing in, stores no account and e-mails a confirmation link in the sign-up language', async () => {
    const response = await register({
      email: 'Anna.de.Vries@example.com',
      password: 'correct horse battery',
      firstName: ' Anna ',
      locale: 'en',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'email_sent' });
    expect(response.headers['set-cookie']).toBeUndefined();
    const accounts = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'Anna.de.Vries@example.com'));
    expect(accounts).toEqual([]);

    const message = await eventually(() => mailTo('Anna.de.Vries@example.com')[0]);
    expect(message.subject).toBe('Confirm your e-mail address for Rooms');
    expect(message.language).toBe('en');
    expect(message.text).toContain('Hello Anna,');
    expect(message.text).toMatch(/https:\/\/rooms\.test\/en\/user\/register\?token=[\w-]{43}\n/);
    expect(message.text).toContain('valid for 24 hours');
  });

  it('confirming the link creates the account, signs it in (201, §3 profile) and works once', async () => {
    const email = 'confirm@example.com';
    expect(
      (await register({ email, password: 'correct horse battery', firstName: 'Cas' })).statusCode,
    ).toBe(202);
    const token = await registrationTokenFor(t.app, email);
    const [pending] = await pendingOf(email);
    // Only the token's SHA-256 is stored; the password hash is argon2id, never the password.
    expect(pending!.tokenHash).toBe(sha256(token));
    expect(pending!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const response = await confirm(token);
    expect(response.statusCode).toBe(201);
    const profile = response.json();
    expect(profile).toEqual({
      userid: expect.any(Number),
      useremail: email,
      usernamefirst: 'Cas',
      userphoto: null,
      haspremiumaccount: false,
      productshortdescription: null,
    });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(
      /^rooms_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const cookie = response.cookies.find((c) => c.name === 'rooms_session')!;
    const view = await t.app.inject({
      method: 'GET',
      url: '/customer/view',
      headers: { cookie: `rooms_session=${cookie.value}` },
    });
    expect(view.json()).toEqual(profile);
    const stored = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, profile.userid as number));
    expect(stored.map((s) => s.tokenHash)).toEqual([sha256(cookie.value)]);
    expect(await pendingOf(email)).toEqual([]);
    expect((await login(email, 'correct horse battery')).statusCode).toBe(200);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'registration_token_invalid',
      message: 'This sign-up link is invalid or has expired',
    });
  });

  it('answers a taken address (any case) exactly as a free one and sends its owner a notice instead', async () => {
    const owner = await registerUser(t.app, {
      email: 'taken@example.com',
      firstName: 'Tom',
      locale: 'nl',
    });
    const before = mailTo('taken@example.com').length;
    const taken = await register({
      email: 'TAKEN@example.com',
      password: 'another password',
      firstName: 'Mallory',
      locale: 'en',
    });
    const free = await register({
      email: 'free-address@example.com',
      password: 'another password',
      firstName: 'Mallory',
      locale: 'en',
    });
    for (const response of [taken, free]) {
      expect(response.statusCode).toBe(202);
      expect(response.body).toBe('{"status":"email_sent"}');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const headerNames = (response: typeof taken) =>
      Object.keys(response.headers)
        .filter((name) => name !== 'date')
        .sort();
    expect(headerNames(taken)).toEqual(headerNames(free));
    expect(taken.headers['content-length']).toBe(free.headers['content-length']);

    // The owner gets the notice, in the account's language, to the stored address, with the
    // account's own first name and links to sign in and reset; no confirmation link.
    const notice = await eventually(() => mailTo('taken@example.com')[before]);
    expect(notice.subject).toBe('Iemand probeerde een Rooms-account te maken met je e-mailadres');
    expect(notice.language).toBe('nl');
    expect(notice.text).toContain('Hallo Tom,');
    expect(notice.text).not.toContain('Mallory');
    expect(notice.text).toContain('https://rooms.test/gebruiker/inloggen\n');
    expect(notice.text).toContain('https://rooms.test/gebruiker/wachtwoord-vergeten\n');
    expect(notice.text).not.toContain('token=');
    expect(mailTo('TAKEN@example.com')).toEqual([]);
    // The stranger's password hash is not kept, and the owner's password still works.
    await vi.waitFor(async () => expect(await pendingOf('taken@example.com')).toEqual([]));
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
    expect((await login(owner.email, 'another password')).statusCode).toBe(401);
  });

  it('refuses an expired link with 400 registration_token_invalid', async () => {
    const email = 'expired@example.com';
    await register({ email, password: 'correct horse battery', firstName: 'Eva' });
    const token = await registrationTokenFor(t.app, email);
    await t.database.db
      .update(pendingRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingRegistrations.tokenHash, sha256(token)));
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('registration_token_invalid');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('a second link of the same address is spent once the first created the account', async () => {
    const email = 'twice@example.com';
    await register({ email, password: 'first password!', firstName: 'Bram' });
    const first = await registrationTokenFor(t.app, email, 0);
    await register({ email, password: 'second password', firstName: 'Bram' });
    const second = await registrationTokenFor(t.app, email, 1);
    expect((await confirm(first)).statusCode).toBe(201);
    const late = await confirm(second);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('registration_token_invalid');
    expect((await login(email, 'first password!')).statusCode).toBe(200);
  });

  it.each(['', 'short', 'x'.repeat(43), `${'A'.repeat(42)}!`])(
    'refuses the unknown or malformed token %j',
    async (token) => {
      const response = await confirm(token);
      expect(response.statusCode).toBe(400);
      expect(['registration_token_invalid', 'invalid_request']).toContain(response.json().code);
    },
  );

  it('sends at most 3 sign-up e-mails per address per hour, still answering 202', async () => {
    const email = 'flood@example.com';
    for (let i = 0; i < 4; i += 1) {
      const response = await register({ email, password: 'correct horse battery', firstName: 'F' });
      expect(response.statusCode).toBe(202);
    }
    // Each sign-up that sends stores its pending registration with the job, in one transaction.
    expect(await pendingOf(email)).toHaveLength(3);
  });

  it.each([
    [
      'a short password',
      { email: 'v1@example.com', password: 'short', firstName: 'A' },
      'body.password',
    ],
    [
      'a password over 200 characters',
      { email: 'v2@example.com', password: 'x'.repeat(201), firstName: 'A' },
      'body.password',
    ],
    [
      'an invalid e-mail address',
      { email: 'not-an-email', password: 'correct horse battery', firstName: 'A' },
      'body.email',
    ],
    [
      'a blank first name',
      { email: 'v3@example.com', password: 'correct horse battery', firstName: '   ' },
      'body.firstName',
    ],
    [
      'a first name with a line break',
      { email: 'v4@example.com', password: 'correct horse battery', firstName: 'A\nB' },
      'body.firstName',
    ],
    [
      'a missing first name',
      { email: 'v5@example.com', password: 'correct horse battery' },
      'body.firstName',
    ],
    [
      'an unknown locale',
      { email: 'v6@example.com', password: 'correct horse battery', firstName: 'A', locale: 'de' },
      'body.locale',
    ],
    [
      'a number as password',
      { email: 'v7@example.com', password: 12345678901, firstName: 'A' },
      'body.password',
    ],
    [
      'a first name with a right-to-left override (U+202E)',
      { email: 'v8@example.com', password: 'correct horse battery', firstName: 'Anna\u202Emoc.x' },
      'body.firstName',
    ],
    [
      'a first name with a zero-width space (U+200B)',
      { email: 'v9@example.com', password: 'correct horse battery', firstName: 'An\u200Bna' },
      'body.firstName',
    ],
    [
      'a first name that reads as a link',
      {
        email: 'v10@example.com',
        password: 'correct horse battery',
        firstName: 'Rooms Support – pay at example.com',
      },
      'body.firstName',
    ],
    [
      'a first name that is a domain',
      { email: 'v11@example.com', password: 'correct horse battery', firstName: 'example.com' },
      'body.firstName',
    ],
    [
      'a last name with a bidi isolate',
      {
        email: 'v12@example.com',
        password: 'correct horse battery',
        firstName: 'Anna',
        lastName: '\u2066Vries',
      },
      'body.lastName',
    ],
  ])('answers 400 invalid_request for %s', async (_name, payload, field) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('invalid_request');
    expect(body.data.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('says what a name may contain', async () => {
    const response = await register({
      email: 'v13@example.com',
      password: 'correct horse battery',
      firstName: 'pay at example.com',
    });
    expect(JSON.stringify(response.json())).toContain(
      'may contain only letters, spaces, apostrophes, hyphens and full stops, and must not look like a web address',
    );
  });

  it('accepts names of every script and with apostrophes, hyphens and initials', async () => {
    for (const [i, firstName] of ["D'Angelo", 'Zoë-Anne', 'J.R.', 'Мария', 'محمد'].entries()) {
      const response = await register({
        email: `names${i}@example.com`,
        password: 'correct horse battery',
        firstName,
      });
      expect(response.statusCode).toBe(202);
    }
  });

  it('answers 429 after 10 sign-ups per hour from one address', async () => {
    const address = nextClientAddress();
    for (let i = 0; i < 10; i += 1) {
      const response = await register(
        { email: `bulk${i}@example.com`, password: 'correct horse battery', firstName: 'B' },
        address,
      );
      expect(response.statusCode).toBe(202);
    }
    const refused = await register(
      { email: 'bulk10@example.com', password: 'correct horse battery', firstName: 'B' },
      address,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'http_429',
      message: 'Too many attempts, try again later',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('session cookie in production', () => {
  it('is Secure', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/customer/register',
        payload: { email: 'prod@example.com', password: 'correct horse battery', firstName: 'P' },
      });
      expect(response.statusCode).toBe(202);
      // Its SMTP address has no server: the link is read from what the job handed the mailer.
      const token = await registrationTokenFor(production.app, 'prod@example.com');
      const confirmed = await confirm(token, production.app);
      expect(confirmed.statusCode).toBe(201);
      expect(String(confirmed.headers['set-cookie'])).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    } finally {
      await production.close();
    }
  });
});

describe('security events of the sign-up', () => {
  it('logs the account created, a bad link and the per-address limit, never the token or the address typed', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({}, lines);
    try {
      const events = () =>
        lines
          .map(
            (line) => JSON.parse(line) as { security?: boolean; event?: string; userId?: number },
          )
          .filter((line) => line.security === true);
      const user = await registerUser(logged.app, { email: 'logged@example.com' });
      expect(events()).toContainEqual(
        expect.objectContaining({ event: 'registration_confirmed', userId: user.id }),
      );
      const token = 'b'.repeat(43);
      await confirm(token, logged.app);
      expect(events().map((e) => e.event)).toContain('registration_invalid');
      for (let i = 0; i < 4; i += 1) {
        await logged.app.inject({
          method: 'POST',
          url: '/customer/register',
          remoteAddress: nextClientAddress(),
          payload: {
            email: 'limit@example.com',
            password: 'correct horse battery',
            firstName: 'L',
          },
        });
      }
      expect(events().map((e) => e.event)).toContain('registration_limited');
      const text = lines.join('\n');
      expect(text).not.toContain(token);
      expect(text).not.toContain('limit@example.com');
    } finally {
      await logged.close();
    }
  });
});
