import { RoomsError } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { passwordProblemOf } from './password-problem';

describe('passwordProblemOf', () => {
  it('reads a 400 naming the field as a wrong password', () => {
    const error = new RoomsError({
      code: 'invalid_request',
      status: 400,
      data: { fields: [{ field: 'body.currentPassword', message: 'incorrect' }] },
    });
    expect(passwordProblemOf(error, 'currentPassword')).toBe('wrong');
    expect(passwordProblemOf(error, 'password')).toBe('failed');
  });

  it('reads 429 as too many attempts and anything else as a failure', () => {
    expect(passwordProblemOf(new RoomsError({ code: 'http_429', status: 429 }), 'password')).toBe(
      'tooMany',
    );
    expect(passwordProblemOf(new RoomsError({ code: 'http_500', status: 500 }), 'password')).toBe(
      'failed',
    );
    expect(passwordProblemOf(new Error('network'), 'password')).toBe('failed');
  });
});
