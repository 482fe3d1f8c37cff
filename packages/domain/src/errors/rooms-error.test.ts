import { describe, expect, it } from 'vitest';

import { isRoomsError, RoomsError } from './rooms-error';

describe('RoomsError (§3, §8)', () => {
  it('defaults message and status from the code', () => {
    const error = new RoomsError({ code: 1015 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('RoomsError');
    expect(error.message).toBe('Advert not found');
    expect(error.status).toBe(404);
    expect(error.url).toBe('');
    expect(error.data).toBeUndefined();
    expect(error.cause).toBeUndefined();
  });

  it('keeps given fields and serialises to JSON', () => {
    const cause = new Error('boom');
    const error = new RoomsError({
      code: 'http_500',
      message: 'down',
      data: { a: 1 },
      url: '/x',
      status: 503,
      cause,
    });
    expect(error.cause).toBe(cause);
    expect(error.toJSON()).toEqual({
      message: 'down',
      code: 'http_500',
      data: { a: 1 },
      url: '/x',
      status: 503,
    });
    expect(JSON.parse(JSON.stringify(error))).toEqual(error.toJSON());
  });

  it('is recognised, also as a copy from another module instance', () => {
    expect(isRoomsError(new RoomsError({ code: 'unknown' }))).toBe(true);
    const lookalike = Object.assign(new Error('x'), {
      name: 'RoomsError',
      code: 'unknown',
      status: 500,
    });
    expect(isRoomsError(lookalike)).toBe(true);
    expect(isRoomsError(new Error('x'))).toBe(false);
    expect(isRoomsError(Object.assign(new Error('x'), { name: 'RoomsError' }))).toBe(false);
    expect(isRoomsError({ name: 'RoomsError', code: 'unknown', status: 500 })).toBe(false);
  });
});
