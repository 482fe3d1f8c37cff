import { createServer, type Server } from 'node:http';

import { RoomsError } from '@rooms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createRoomsClient } from './index';

import type { AddressInfo } from 'node:net';

/** A real HTTP server on loopback whose answer each test sets. */
let server: Server;
let baseUrl: string;
let answer: (headers: Record<string, string | string[] | undefined>) => {
  status: number;
  body?: string;
  type?: string;
  delayMs?: number;
};
let lastHeaders: Record<string, string | string[] | undefined> = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    lastHeaders = request.headers;
    const { status, body, type, delayMs } = answer(request.headers);
    setTimeout(() => {
      response.writeHead(status, { 'content-type': type ?? 'application/json' });
      response.end(body ?? '');
    }, delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failureOf(promise: Promise<unknown>): Promise<RoomsError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RoomsError);
    return error as RoomsError;
  }
  throw new Error('expected the call to fail');
}

describe('createRoomsClient', () => {
  it('returns the parsed body on success and sends the bearer token and language', async () => {
    answer = () => ({ status: 200, body: '{"status":"ok"}' });
    const client = createRoomsClient({ baseUrl, token: 'abc', locale: 'en' });
    const { data } = await client.GET('/health');
    expect(data).toEqual({ status: 'ok' });
    expect(lastHeaders.authorization).toBe('Bearer abc');
    expect(lastHeaders['accept-language']).toBe('en');
  });

  it('sends a POST with its body (a required body counts as given)', async () => {
    answer = () => ({
      status: 200,
      body: '{"listings":[],"totalCount":0,"pageNo":1,"rowsPerPage":1}',
    });
    const { data } = await createRoomsClient({ baseUrl }).POST('/listing/count', {
      body: { pageNo: 1, rowsPerPage: 1 },
    });
    expect(data).toMatchObject({ totalCount: 0 });
  });

  it('still refuses a POST whose required body is missing', async () => {
    const client = createRoomsClient({ baseUrl });
    const post = client.POST as unknown as (path: string) => Promise<unknown>;
    const error = await failureOf(post('/listing/count'));
    expect(error.code).toBe('invalid_request');
    expect(error.message).toContain("'body'");
  });

  it('sends no Authorization header without a token', async () => {
    answer = () => ({ status: 200, body: '{"status":"ok"}' });
    await createRoomsClient({ baseUrl }).GET('/health');
    expect(lastHeaders.authorization).toBeUndefined();
  });

  it('turns a §8 error body into a RoomsError with its code, message, status and url', async () => {
    answer = () => ({ status: 404, body: '{"code":"1015","message":"advert not found"}' });
    const error = await failureOf(createRoomsClient({ baseUrl }).GET('/health'));
    expect(error.code).toBe('1015');
    expect(error.message).toBe('advert not found');
    expect(error.status).toBe(404);
    expect(error.url).toBe(`${baseUrl}/health`);
  });

  it('uses the status when the body says nothing', async () => {
    answer = () => ({ status: 502 });
    const error = await failureOf(createRoomsClient({ baseUrl }).GET('/health'));
    expect(error.code).toBe('http_502');
    expect(error.status).toBe(502);
  });

  it('makes a text body the message', async () => {
    answer = () => ({ status: 500, body: 'database is down', type: 'text/plain' });
    const error = await failureOf(createRoomsClient({ baseUrl }).GET('/health'));
    expect(error.message).toBe('database is down');
  });

  it('tells a timeout from an abort', async () => {
    answer = () => ({ status: 200, body: '{"status":"ok"}', delayMs: 300 });
    const timedOut = await failureOf(createRoomsClient({ baseUrl, timeoutMs: 50 }).GET('/health'));
    const controller = new AbortController();
    const pending = createRoomsClient({ baseUrl }).GET('/health', { signal: controller.signal });
    controller.abort();
    const aborted = await failureOf(pending);
    expect(timedOut.code).not.toBe(aborted.code);
    expect(timedOut.code).toBe('timeout');
    expect(aborted.code).toBe('aborted');
  });

  it('reports a network failure as unknown', async () => {
    const error = await failureOf(
      createRoomsClient({ baseUrl: 'http://127.0.0.1:1' }).GET('/health'),
    );
    expect(error.code).toBe('unknown');
  });
});
