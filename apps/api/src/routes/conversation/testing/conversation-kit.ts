/**
 * Test support for the conversation routes: the real app on a test database of the file's own,
 * `call()` which injects a request as a user and checks every answer against the committed
 * OpenAPI document and the §8 error shape and never accepts a 5xx, and helpers that create a
 * landlord with an advert, reactions and messages.
 */
import { randomUUID } from 'node:crypto';

import { expect } from 'vitest';

import { grantTestPremium } from '../../../payments/testing/grant-premium.js';
import { insertListing, insertPlace } from '../../../testing/listing-fixtures.js';
import { createTestApp, registerUser } from '../../../testing/test-app.js';
import { createUserCall } from '../../../testing/user-call.js';

import type { TestPlace } from '../../../testing/listing-fixtures.js';
import type { TestApp, TestUser } from '../../../testing/test-app.js';
import type { CallAnswer, UserCall } from '../../../testing/user-call.js';

/** The app of one test file with the helpers bound to it. */
export interface ConversationKit {
  t: TestApp;
  place: TestPlace;
  /** Injects a request as `user` (anonymous when null); the answer was checked against openapi.json. */
  call: UserCall;
  /** A new signed-in user. */
  user: (options?: { firstName?: string; locale?: 'nl' | 'en' }) => Promise<TestUser>;
  /** A new landlord account with one visible advert (status 4). */
  landlordWithListing: (options?: {
    firstName?: string;
    locale?: 'nl' | 'en';
    title?: string;
  }) => Promise<{ landlord: TestUser; listingId: number }>;
  /** Reacts to a listing; expects 200 and returns the answer body. */
  react: (
    tenant: TestUser,
    listingId: number,
    message?: string,
  ) => Promise<{ conversationID: number; messageID: number; isNewConversation: boolean }>;
  /** Sends a message with a fresh key (or the given one); returns the answer. */
  send: (
    user: TestUser,
    conversationId: number,
    message: string,
    key?: string,
  ) => Promise<CallAnswer>;
  close: () => Promise<void>;
}

/** A reaction that passes every check. */
export const GOOD_REACTION =
  'Hoi! Ik ben Anna, 21 jaar, student in Groningen. Is de kamer nog vrij?';

/**
 * Starts the app for a conversation test file.
 *
 * @param env extra configuration (e.g. `{ MESSAGE_RATE_LIMIT_FACTOR: '100' }`)
 */
export async function createConversationKit(env: NodeJS.ProcessEnv = {}): Promise<ConversationKit> {
  const t = await createTestApp(env);
  const place = await insertPlace(t.database.db, 'Groningen', 'Herestraat');
  const call = createUserCall(t.app);

  // Every kit user has premium (issue 27: reacting needs it); the rule's own tests take it away.
  const user = async (options: { firstName?: string; locale?: 'nl' | 'en' } = {}) => {
    const registered = await registerUser(t.app, options);
    await grantTestPremium(t.database.db, registered.id);
    return registered;
  };

  const landlordWithListing: ConversationKit['landlordWithListing'] = async (options = {}) => {
    const landlord = await user({
      firstName: options.firstName ?? 'Lotte',
      locale: options.locale,
    });
    const listingId = await insertListing(t.database.db, {
      landlordId: landlord.id,
      place,
      title: options.title ?? 'Kamer aan de Herestraat',
    });
    return { landlord, listingId };
  };

  const react: ConversationKit['react'] = async (tenant, listingId, message = GOOD_REACTION) => {
    const answer = await call(tenant, {
      method: 'POST',
      path: '/conversation/listing-reaction',
      body: { listingID: listingId, message },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };

  const send: ConversationKit['send'] = (sender, conversationId, message, key = randomUUID()) =>
    call(sender, {
      method: 'POST',
      path: '/conversation/send-message',
      body: { conversationID: conversationId, message, idempotencyKey: key },
    });

  return { t, place, call, user, landlordWithListing, react, send, close: () => t.close() };
}

/**
 * The text of an outbox e-mail with its quoted-printable body decoded (soft line breaks joined,
 * =XX bytes as UTF-8), so tests can look for whole sentences.
 */
export function decodeMail(raw: string): string {
  const joined = raw.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
