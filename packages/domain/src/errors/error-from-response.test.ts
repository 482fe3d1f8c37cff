import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  errorFromNetworkFailure,
  errorFromResponse,
  MAX_TEXT_MESSAGE_LENGTH,
  toRoomsError,
} from './error-from-response';
import { RoomsError } from './rooms-error';

const url = 'http://api/listing/details';

describe('errorFromResponse (§8)', () => {
  it('takes code and message from a JSON body', () => {
    const error = errorFromResponse({
      status: 404,
      url,
      body: { code: 1015, message: 'gone', data: { id: 4 } },
    });
    expect(error.toJSON()).toEqual({
      message: 'gone',
      code: 1015,
      data: { id: 4 },
      url,
      status: 404,
    });
  });

  it('keeps a text code as sent', () => {
    expect(
      errorFromResponse({ status: 404, body: { code: '1015', message: 'advert not found' } }),
    ).toMatchObject({
      code: '1015',
      message: 'advert not found',
      url: '',
    });
  });

  it('fills a missing message from the catalogue, else from the status', () => {
    expect(errorFromResponse({ status: 404, body: { code: 1015 } }).message).toBe(
      'Advert not found',
    );
    expect(errorFromResponse({ status: 400, body: { code: 'FST_ERR_VALIDATION' } })).toMatchObject({
      code: 'FST_ERR_VALIDATION',
      message: 'Invalid request',
    });
  });

  it('fills a missing code from the status', () => {
    expect(errorFromResponse({ status: 403, body: { message: 'no access' } })).toMatchObject({
      code: 'http_403',
      message: 'no access',
      status: 403,
    });
    expect(errorFromResponse({ status: 500, body: { code: ' ', message: '' } })).toMatchObject({
      code: 'http_500',
      message: 'Server failure',
    });
  });

  it('turns a body error list into invalid_request with the list in data', () => {
    const error = errorFromResponse({
      status: 400,
      url,
      body: {
        errors: [
          { code: 'required', message: 'Title is required', field: 'title' },
          { code: 10064 },
          { message: 'no code' },
          'junk',
        ],
      },
    });
    expect(error.toJSON()).toEqual({
      code: 'invalid_request',
      message: 'Invalid request',
      data: [
        { code: 'required', message: 'Title is required', field: 'title' },
        { code: 10064, message: 'Forbidden text in the listing (Dutch)' },
      ],
      url,
      status: 400,
    });
    expect(
      errorFromResponse({
        status: 400,
        body: { message: 'Check the form', errors: [{ code: 'x' }] },
      }).message,
    ).toBe('Check the form');
  });

  it('ignores an error list without codes', () => {
    expect(errorFromResponse({ status: 422, body: { errors: [{ message: 'x' }] } }).code).toBe(
      'http_400',
    );
    expect(errorFromResponse({ status: 422, body: { errors: 'x' } }).code).toBe('http_400');
  });

  it('makes a text body the message', () => {
    expect(errorFromResponse({ status: 500, url, body: ' database is down ' })).toMatchObject({
      code: 'http_500',
      message: 'database is down',
      status: 500,
      url,
    });
    expect(errorFromResponse({ status: 502, body: '  ' }).message).toBe('Server not accessible');
    expect(errorFromResponse({ status: 500, body: 'x'.repeat(5000) }).message).toHaveLength(
      MAX_TEXT_MESSAGE_LENGTH,
    );
  });

  it('uses the status when the body says nothing', () => {
    for (const body of [undefined, null, 42, [1, 2]]) {
      expect(errorFromResponse({ status: 502, body }).toJSON()).toEqual({
        code: 'http_502',
        message: 'Server not accessible',
        data: undefined,
        url: '',
        status: 502,
      });
    }
    expect(errorFromResponse({ status: 401 }).code).toBe('http_401');
  });

  it('never throws on arbitrary bodies', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.jsonValue(), (status, body) => {
        const error = errorFromResponse({ status, body });
        expect(error).toBeInstanceOf(RoomsError);
        expect(error.status).toBe(status);
        expect(error.message.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('errorFromNetworkFailure (§8)', () => {
  it('tells a timeout from an abort and from other failures', () => {
    const timeout = errorFromNetworkFailure(url, new DOMException('timed out', 'TimeoutError'));
    expect(timeout.toJSON()).toEqual({
      code: 'timeout',
      message: 'Request timed out',
      data: undefined,
      url,
      status: 0,
    });
    const aborted = errorFromNetworkFailure(url, new DOMException('aborted', 'AbortError'));
    expect(aborted).toMatchObject({ code: 'aborted', message: 'Request aborted', status: 0 });
    const other = errorFromNetworkFailure(url, new TypeError('fetch failed'));
    expect(other).toMatchObject({ code: 'unknown', message: 'Unknown error', status: 0, url });
    expect(other.cause).toBeInstanceOf(TypeError);
  });

  it('finds timeouts and aborts in the cause chain', () => {
    const connectTimeout = Object.assign(new Error('connect'), { code: 'UND_ERR_CONNECT_TIMEOUT' });
    expect(
      errorFromNetworkFailure(url, new TypeError('fetch failed', { cause: connectTimeout })).code,
    ).toBe('timeout');
    const abort = new DOMException('aborted', 'AbortError');
    expect(errorFromNetworkFailure(url, new Error('wrapped', { cause: abort })).code).toBe(
      'aborted',
    );
    expect(errorFromNetworkFailure(url, 'string failure').code).toBe('unknown');
    expect(errorFromNetworkFailure(url, undefined).code).toBe('unknown');
  });

  it('stops after five causes', () => {
    let deep: Error = new DOMException('t', 'TimeoutError');
    for (let i = 0; i < 5; i += 1) deep = new Error(`level ${i}`, { cause: deep });
    expect(errorFromNetworkFailure(url, deep).code).toBe('unknown');
  });

  it('passes a RoomsError through', () => {
    const error = new RoomsError({ code: 'invalid_request' });
    expect(errorFromNetworkFailure(url, error)).toBe(error);
  });
});

describe('toRoomsError', () => {
  it('keeps RoomsErrors and wraps anything else as unknown', () => {
    const error = new RoomsError({ code: 1078 });
    expect(toRoomsError(error)).toBe(error);
    const wrapped = toRoomsError(new Error('bug'), '/x');
    expect(wrapped).toMatchObject({
      code: 'unknown',
      status: 500,
      url: '/x',
      message: 'Unknown error',
    });
    expect(toRoomsError('oops').url).toBe('');
  });
});
