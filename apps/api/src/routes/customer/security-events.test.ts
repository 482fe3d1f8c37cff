import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createTestApp,
  eventually,
  nextClientAddress,
  registerUser,
} from '../../testing/test-app.js';

import type { TestApp } from '../../testing/test-app.js';

/**
 * Security events in the API's real JSON log (pino writing to a stream the test reads): who and
 * from where, never the password, the token or the typed address of an unknown account.
 */

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, lines);
});

afterAll(async () => {
  await t.close();
});

interface LogLine {
  level: number;
  security?: boolean;
  event?: string;
  userId?: number;
  address?: string;
}

/** The security events logged so far, and the raw text of every log line. */
function securityEvents(): LogLine[] {
  return lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.security === true);
}

function post(url: string, payload: object, remoteAddress: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload,
    ...(cookie === undefined ? {} : { headers: { cookie } }),
  });
}

describe('security events', () => {
  it('logs a wrong password with the user id and the address, never the password', async () => {
    const user = await registerUser(t.app);
    const address = nextClientAddress();
    const wrongPassword = 'not-the-password-4242';
    const response = await post(
      '/customer/login',
      { email: user.email, password: wrongPassword },
      address,
    );
    expect(response.statusCode).toBe(401);
    expect(securityEvents()).toContainEqual(
      expect.objectContaining({
        security: true,
        event: 'login_failed',
        userId: user.id,
        address,
        level: 40,
      }),
    );
    const log = lines.join('\n');
    expect(log).not.toContain(wrongPassword);
    expect(log).not.toContain(user.token);
  });

  it('logs a login for an unknown address without a user id and without the typed text', async () => {
    const address = nextClientAddress();
    const typed = 'nobody-here-777@example.com';
    await post('/customer/login', { email: typed, password: 'whatever password' }, address);
    const event = securityEvents().find(
      (line) => line.event === 'login_failed' && line.address === address,
    );
    expect(event).toBeDefined();
    expect(event!.userId).toBeUndefined();
    expect(lines.join('\n')).not.toContain(typed);
  });

  it('logs the lockout once the account refuses further attempts', async () => {
    const user = await registerUser(t.app);
    const address = nextClientAddress();
    let status = 401;
    for (let i = 0; i < 20 && status !== 429; i += 1) {
      status = (await post('/customer/login', { email: user.email, password: 'wrong!' }, address))
        .statusCode;
    }
    expect(status).toBe(429);
    expect(securityEvents()).toContainEqual(
      expect.objectContaining({ event: 'login_locked', address, level: 40 }),
    );
  });

  it('logs a reset request and its confirmation with the user id, never the token', async () => {
    const user = await registerUser(t.app);
    const address = nextClientAddress();
    const outboxBefore = t.outbox().length;
    expect(
      (await post('/customer/password-reset/request', { email: user.email }, address)).statusCode,
    ).toBe(204);
    expect(securityEvents()).toContainEqual(
      expect.objectContaining({ event: 'password_reset_requested', userId: user.id, address }),
    );
    const mail = await eventually(() =>
      t
        .outbox()
        .slice(outboxBefore)
        .find((message) => message.includes(`To: ${user.email}`)),
    );
    // Quoted-printable body: soft line breaks and '=' written as =3D.
    const token = /\?token=([A-Za-z0-9_-]{43})/.exec(
      mail.replace(/=\r?\n/g, '').replaceAll('=3D', '='),
    )?.[1];
    expect(token).toBeDefined();
    const confirmed = await post(
      '/customer/password-reset/confirm',
      { token, password: 'a brand new password' },
      address,
    );
    expect(confirmed.statusCode).toBe(204);
    expect(securityEvents()).toContainEqual(
      expect.objectContaining({ event: 'password_reset_confirmed', userId: user.id, address }),
    );
    const again = await post(
      '/customer/password-reset/confirm',
      { token, password: 'another new password' },
      address,
    );
    expect(again.statusCode).toBe(400);
    expect(securityEvents()).toContainEqual(
      expect.objectContaining({ event: 'password_reset_invalid', address, level: 40 }),
    );
    expect(lines.join('\n')).not.toContain(token!);
  });

  it('logs sign-out everywhere with the user id', async () => {
    const user = await registerUser(t.app);
    const address = nextClientAddress();
    const response = await post('/customer/logout-all', {}, address, user.cookie);
    expect(response.statusCode).toBe(204);
    expect(securityEvents()).toContainEqual(
      expect.objectContaining({ event: 'logout_all', userId: user.id, address, level: 30 }),
    );
  });
});
