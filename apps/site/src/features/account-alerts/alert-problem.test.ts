import { RoomsError } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { alertProblemKey } from './alert-problem';

describe('alertProblemKey', () => {
  it('names the §8 text of the code, and unknown for other failures', () => {
    expect(alertProblemKey(new RoomsError({ code: 'http_404', status: 404 }))).toBe('http_404');
    expect(alertProblemKey(new TypeError('network'))).toBe('unknown');
  });
});
