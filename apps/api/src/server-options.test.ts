import { connect } from 'node:net';

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { installRequestDeadline, trustProxyOption } from './server-options.js';

import type { FastifyInstance } from 'fastify';

/** Sends `head` on a raw connection and resolves with what came back once the server closed it. */
function sendPartially(
  port: number,
  head: string,
): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - started }));
    setTimeout(() => socket.destroy(), 3000);
  });
}

describe('installRequestDeadline', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    installRequestDeadline(app, 300);
    app.post('/echo', async (request) => ({ got: request.body }));
    app.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
      let size = 0;
      payload.on('data', (chunk: Buffer) => (size += chunk.length));
      payload.on('end', () => done(null, { size }));
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });

  afterAll(async () => {
    await app.close();
  });

  it('closes the connection of a JSON body still arriving after the deadline', async () => {
    const { text, closedAfterMs } = await sendPartially(
      port,
      'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 20\r\n\r\n{"a":',
    );
    expect(text).toBe('');
    expect(closedAfterMs).toBeGreaterThanOrEqual(250);
    expect(closedAfterMs).toBeLessThan(2500);
  });

  it('leaves an upload (multipart) to the longer server-wide limit', async () => {
    const { closedAfterMs } = await sendPartially(
      port,
      'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100\r\n\r\n--b',
    );
    // Still open when the test gives up after 3 s (Node's own requestTimeout is far longer).
    expect(closedAfterMs).toBeGreaterThanOrEqual(2900);
  });

  it('does not touch a request that arrives in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(await response.json()).toEqual({ got: { a: 1 } });
  });
});

describe('trustProxyOption', () => {
  it('turns a hop count into a trust function of the hop index', () => {
    const trust = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(trustProxyOption('10.0.0.0/8')).toBe('10.0.0.0/8');
    expect(trustProxyOption(false)).toBe(false);
  });

  it('makes Fastify read the client address through that many proxies', async () => {
    const app = Fastify({ trustProxy: trustProxyOption(1) });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    const response = await app.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
    });
    // One trusted hop (the socket peer): the address it forwarded for is the client.
    expect(response.json()).toEqual({ ip: '198.51.100.7' });
    await app.close();
  });

  it('with addresses, believes exactly the listed proxies: the client cannot choose its address', async () => {
    const app = Fastify({ trustProxy: trustProxyOption('10.0.0.0/8, 172.28.0.0/16') });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    const ipOf = async (remoteAddress: string, forwardedFor: string) =>
      (
        await app.inject({
          method: 'GET',
          url: '/ip',
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
        })
      ).json().ip;
    // Site (172.28.0.3) behind Caddy (10.0.0.5): the browser's own entries stay ignored.
    expect(await ipOf('10.0.0.5', '1.2.3.4, 10.9.9.9, 203.0.113.7, 172.28.0.3')).toBe(
      '203.0.113.7',
    );
    expect(await ipOf('10.0.0.5', '9.9.9.9, 203.0.113.7, 172.28.0.3')).toBe('203.0.113.7');
    // A client connecting directly is its socket address, whatever it writes.
    expect(await ipOf('198.51.100.20', '203.0.113.7')).toBe('198.51.100.20');
    await app.close();
  });
});
