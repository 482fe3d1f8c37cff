import { isRoomsError } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { alertNetworkError, readAlertAnswer } from './alert-answer';

describe('readAlertAnswer', () => {
  it('gives the JSON of a 2xx answer, undefined for an empty one', async () => {
    expect(await readAlertAnswer(new Response('{"alerts":[]}'), '/x')).toEqual({ alerts: [] });
    expect(await readAlertAnswer(new Response(''), '/x')).toBeUndefined();
  });

  it('throws the §8 error of a failed answer, JSON or not', async () => {
    const json = await readAlertAnswer(
      new Response('{"code":"alert_limit_reached","message":"too many"}', { status: 409 }),
      '/alert/createalert',
    ).catch((e: unknown) => e);
    expect(isRoomsError(json) && [json.status, json.code]).toEqual([409, 'alert_limit_reached']);
    const text = await readAlertAnswer(new Response('down', { status: 503 }), '/x').catch(
      (e: unknown) => e,
    );
    expect(isRoomsError(text) && text.status).toBe(503);
  });

  it('names a network failure', async () => {
    const error = await alertNetworkError('/x', new TypeError('Failed to fetch'));
    expect(isRoomsError(error) && error.url).toBe('/x');
  });
});
