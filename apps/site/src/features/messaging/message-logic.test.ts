import { ErrorCode, RoomsError } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { IdempotencyKeeper, newIdempotencyKey } from './idempotency-key';
import { messageProblemKeyOf } from './message-errors';
import { messageSchema, reactionSchema } from './message-schemas';

describe('IdempotencyKeeper', () => {
  it('keeps the key across retries of one text and makes a new one after a change or success', () => {
    let n = 0;
    const keeper = new IdempotencyKeeper(() => `key-000${(n += 1)}`);
    expect(keeper.keyFor('hello')).toBe('key-0001');
    expect(keeper.keyFor('hello')).toBe('key-0001');
    expect(keeper.keyFor('hello!')).toBe('key-0002');
    keeper.sent();
    expect(keeper.keyFor('hello!')).toBe('key-0003');
  });

  it('makes keys the API accepts (8 to 100 of A-Z a-z 0-9 - _)', () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });
});

describe('message schemas', () => {
  it('refuse what the API refuses, with a validation key per reason', () => {
    const issue = (schema: typeof reactionSchema, message: string) =>
      schema.safeParse({ message }).error?.issues[0]?.message;
    expect(issue(reactionSchema, 'too short')).toBe('validation.too_short');
    expect(issue(reactionSchema, '   ')).toBe('validation.empty');
    expect(issue(reactionSchema, '!'.repeat(25))).toBe('validation.no_letters');
    expect(issue(reactionSchema, 'Hello, I am Tessa and I study in Groningen.')).toBeUndefined();
    expect(issue(messageSchema, 'ok')).toBeUndefined();
    expect(issue(messageSchema, '<script>alert(1)</script>')).toBeUndefined();
    expect(issue(messageSchema, 'a'.repeat(4001))).toBe('validation.too_long');
  });
});

describe('messageProblemKeyOf', () => {
  it('shows 10172 with its data.reason, other codes with their catalogue text', () => {
    expect(
      messageProblemKeyOf(
        new RoomsError({ code: '10172', status: 400, data: { reason: 'no_letters' } }),
      ),
    ).toBe('messages:validation.no_letters');
    expect(messageProblemKeyOf(new RoomsError({ code: ErrorCode.Http429, status: 429 }))).toBe(
      'errors:http_429',
    );
    expect(messageProblemKeyOf(new Error('boom'))).toBe('errors:unknown');
  });
});
