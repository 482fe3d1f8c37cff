/**
 * The one-click stop link of the renewal reminder (issue 27 "Fair subscriptions"): a signed,
 * single-purpose token `<subscriptionId>.<periodEndSeconds>.<mac>` that lets whoever holds the
 * e-mail stop (or undo stopping) the renewal of that one subscription, and nothing else. It needs
 * no database row: the MAC is HMAC-SHA256 under a key derived from the payments secret with a
 * purpose label, so it cannot be reused as any other token. It expires at the period end it was
 * made for (after the renewal there is nothing left to stop with it).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Purpose label mixed into the key: a token of another purpose never verifies here. */
const PURPOSE = 'rooms:stop-subscription-renewal:v1';

/** What a valid token names. */
export interface StopTokenClaims {
  /** `subscriptions.id`. */
  subscriptionId: number;
  /** The period end (renewal time) the reminder was sent for. */
  periodEnd: Date;
}

function mac(secret: string, payload: string): Buffer {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return createHmac('sha256', key).update(payload).digest();
}

/**
 * Makes the token of a reminder e-mail.
 *
 * @param secret the server's payments secret (the webhook secret: never sent to browsers)
 * @param claims the subscription and the period end the e-mail announces
 * @returns the URL-safe token
 */
export function signStopToken(secret: string, claims: StopTokenClaims): string {
  const payload = `${claims.subscriptionId}.${Math.floor(claims.periodEnd.getTime() / 1000)}`;
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/**
 * Checks a token from a stop link.
 *
 * @param secret the key it was signed with
 * @param token anything a browser sent
 * @param now the current time: a token whose period has ended is no longer valid
 * @returns the claims, or null for a malformed, forged or expired token
 */
export function verifyStopToken(secret: string, token: string, now: Date): StopTokenClaims | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (match === null) return null;
  const [, id, seconds, given] = match as unknown as [string, string, string, string];
  const expected = mac(secret, `${id}.${seconds}`);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const periodEnd = new Date(Number(seconds) * 1000);
  if (periodEnd.getTime() <= now.getTime()) return null;
  return { subscriptionId: Number(id), periodEnd };
}
