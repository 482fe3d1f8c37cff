import { createServer, request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';

import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import nextConfig from '../next.config';

import { isCacheRender, processSecrets, RENDER_HEADER } from './page-cache/local-render';
import { API_MAX_BODY_BYTES, PROXY_BUFFER_BYTES, apiUrl, proxy } from './proxy';
import { CSP_HEADER, NONCE_HEADER } from './security-headers';
import { installClientAddressStamp, trustedProxies } from './server/client-address';

import type { AddressInfo } from 'node:net';

/** What the proxy answered, as the test server reports it. */
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The request headers the proxy passes on with a rewrite (`x-middleware-request-*`). */
function forwardedHeaders(answer: Answer): Record<string, string> {
  const names = (answer.headers['x-middleware-override-headers'] ?? '').split(',');
  return Object.fromEntries(
    names
      .filter((name) => name !== '')
      .map((name) => [name, answer.headers[`x-middleware-request-${name}`] ?? '']),
  );
}

/** A test server that hands each real HTTP request (socket, headers, body) to the proxy. */
const server = createServer((incoming, outgoing) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
  const init = {
    method: incoming.method,
    headers,
    body: hasBody ? (Readable.toWeb(incoming) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half' as const,
  };
  void proxy(new NextRequest(`http://localhost:3000${incoming.url ?? '/'}`, init)).then(
    async (response) => {
      const answer: Answer = {
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: await response.text(),
      };
      outgoing.writeHead(200, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify(answer));
    },
    (error: unknown) => {
      outgoing.writeHead(500, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ status: 500, headers: {}, body: String(error) }));
    },
  );
});
let uninstall: () => void = () => undefined;

/**
 * Sends a request from a given local address (127.0.0.0/8 are all this machine's) and returns
 * the proxy's answer.
 */
function send(
  path: string,
  options: { from: string; headers?: Record<string, string>; method?: string; body?: Buffer[] },
): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        localAddress: options.from,
        headers: options.headers,
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve(JSON.parse(text) as Answer));
      },
    );
    outgoing.on('error', reject);
    for (const chunk of options.body ?? []) outgoing.write(chunk);
    outgoing.end();
  });
}

beforeAll(async () => {
  // What src/instrumentation.ts does at start; 127.0.0.4 plays a trusted reverse proxy.
  uninstall = installClientAddressStamp(trustedProxies(['127.0.0.4']));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  uninstall();
  await new Promise((resolve) => server.close(resolve));
});

function upload(contentLength: number): NextRequest {
  return new NextRequest(
    'http://localhost:3000/services/api/supplyflow/cra-upload-photo?listingID=7',
    {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(contentLength),
      },
    },
  );
}

/** A POST whose body comes as a stream of 1 MiB chunks without Content-Length (chunked). */
function chunkedUpload(bytes: number): NextRequest {
  let left = bytes;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left === 0) {
        controller.close();
        return;
      }
      const size = Math.min(left, 1024 * 1024);
      left -= size;
      controller.enqueue(new Uint8Array(size));
    },
  });
  return new NextRequest('http://localhost:3000/services/api/supplyflow/cra-upload-photo', {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    body,
    duplex: 'half',
  } as ConstructorParameters<typeof NextRequest>[1]);
}

describe('proxy: the /services/api pass-through', () => {
  it('forwards calls to the API origin with path and query', async () => {
    const image = await send('/services/api/image/abc/resize/341-241', { from: '127.0.0.2' });
    expect(image.headers['x-middleware-rewrite']).toBe(
      'http://localhost:4000/image/abc/resize/341-241',
    );
    const photo = await send('/services/api/supplyflow/cra-upload-photo?listingID=7', {
      from: '127.0.0.2',
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '3' },
      body: [Buffer.from('--x')],
    });
    expect(photo.headers['x-middleware-rewrite']).toBe(
      'http://localhost:4000/supplyflow/cra-upload-photo?listingID=7',
    );
  });

  it('refuses a body longer than the API takes with 413 in the §8 shape', async () => {
    const response = await proxy(upload(API_MAX_BODY_BYTES + 1));
    expect(response.status).toBe(413);
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(await response.json()).toEqual({
      code: 'image_too_large',
      message: 'The photo is larger than 15 MB',
    });
  });

  it('refuses a chunked body (no Content-Length) once it is longer than the API takes', async () => {
    const response = await proxy(chunkedUpload(API_MAX_BODY_BYTES + 1));
    expect(response.status).toBe(413);
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect((await response.json()).code).toBe('image_too_large');
  });

  it('passes a chunked body of exactly the limit on', async () => {
    const chunk = Buffer.alloc(1024 * 1024);
    const answer = await send('/services/api/supplyflow/cra-upload-photo', {
      from: '127.0.0.2',
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: Array.from({ length: API_MAX_BODY_BYTES / chunk.length }, () => chunk),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-middleware-rewrite']).toBe(
      'http://localhost:4000/supplyflow/cra-upload-photo',
    );
  });

  it('lets Next.js buffer more than the limit by over one chunk, so cut-off bodies show as too long', () => {
    expect(nextConfig.experimental?.proxyClientMaxBodySize).toBe(PROXY_BUFFER_BYTES);
    expect(PROXY_BUFFER_BYTES - API_MAX_BODY_BYTES).toBeGreaterThan(64 * 1024);
  });
});

describe('proxy: the API URL is the API origin and one clean path', () => {
  it.each([
    '/services/api//evil.example/steal',
    '/services/api/..%2f..%2fadmin',
    '/services/api/image/%2e%2e%2fsecret',
    '/services/api/image/a%5c..%5csecret',
    '/services/api/customer//view',
  ])('answers 404 in the §8 shape for %s, forwarding nothing', async (path) => {
    const response = await proxy(new NextRequest(`http://localhost:3000${path}`));
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(await response.json()).toEqual({ code: 'http_404', message: expect.any(String) });
  });

  it.each([
    '/services/api//evil.example',
    '/services/api/%2e%2e/admin',
    '/services/api/.%2E/admin',
    '/services/api/./customer/view',
    '/services/api/image/%2E/x',
    '/services/api/image/%zz',
  ])('refuses the raw path %s', (path) => {
    expect(apiUrl(path, '', 'http://api.internal:4000')).toBeNull();
  });

  it('keeps a good path and its query on the API origin', () => {
    expect(
      apiUrl('/services/api/image/ab%20c/resize/341-241', '?x=1', 'http://api.internal:4000')?.href,
    ).toBe('http://api.internal:4000/image/ab%20c/resize/341-241?x=1');
    expect(apiUrl('/services/api/customer/', '', 'https://api.example')?.href).toBe(
      'https://api.example/customer/',
    );
  });
});

describe('proxy: the client address passed to the API', () => {
  it("replaces the browser's X-Forwarded-For by the socket address", async () => {
    const answer = await send('/services/api/customer/login', {
      from: '127.0.0.2',
      headers: {
        'x-forwarded-for': '203.0.113.9',
        'x-real-ip': '203.0.113.10',
        'x-rooms-client-address': 'guessed 203.0.113.11',
      },
    });
    const forwarded = forwardedHeaders(answer);
    expect(forwarded['x-forwarded-for']).toBe('127.0.0.2');
    expect(forwarded).not.toHaveProperty('x-real-ip');
    expect(forwarded).not.toHaveProperty('x-rooms-client-address');
  });

  it('gives two clients two addresses, however they spoof', async () => {
    const addresses = await Promise.all(
      ['127.0.0.2', '127.0.0.3'].map(async (from) =>
        forwardedHeaders(
          await send('/services/api/customer/login', {
            from,
            headers: { 'x-forwarded-for': '198.51.100.1' },
          }),
        ),
      ),
    );
    expect(addresses.map((headers) => headers['x-forwarded-for'])).toEqual([
      '127.0.0.2',
      '127.0.0.3',
    ]);
  });

  it('behind a trusted proxy, takes the address that proxy saw, not what the browser wrote', async () => {
    const answer = await send('/services/api/customer/login', {
      from: '127.0.0.4',
      headers: { 'x-forwarded-for': '192.0.2.66, 198.51.100.7' },
    });
    expect(forwardedHeaders(answer)['x-forwarded-for']).toBe('198.51.100.7');
  });

  it('answers 503 (http_502, Retry-After) to a request the stamp has not seen, trusting no forged header', async () => {
    const response = await proxy(
      new NextRequest('http://localhost:3000/services/api/customer/login', {
        headers: { 'x-rooms-client-address': 'guessed-token 203.0.113.11' },
      }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect((await response.json()).code).toBe('http_502');
  });
});

describe('proxy: the listing-change stream is not passed through', () => {
  it('answers 404 for /services/api/listing/changes in any spelling', async () => {
    for (const path of [
      'listing/changes',
      'listing/changes/',
      'Listing/Changes',
      'listing/%63hanges',
    ]) {
      const answer = await send(`/services/api/${path}`, {
        from: '127.0.0.2',
        headers: { accept: 'text/event-stream' },
      });
      expect(answer.status, path).toBe(404);
      expect(answer.headers['x-middleware-rewrite'], path).toBeUndefined();
    }
  });
});

describe('proxy: renders for the page cache', () => {
  it('passes a request with the render secret on to Next.js with the placeholder nonce', async () => {
    const { secret, placeholder } = processSecrets();
    const answer = await send('/huren/kamer-groningen?page=2', {
      from: '127.0.0.2',
      headers: { [RENDER_HEADER]: secret },
    });
    const forwarded = forwardedHeaders(answer);
    expect(answer.headers['x-middleware-rewrite']).toBe(
      'http://localhost:3000/nl/for-rent/kamer-groningen?page=2',
    );
    expect(forwarded[NONCE_HEADER]).toBe(placeholder);
    expect(forwarded[CSP_HEADER.toLowerCase()]).toContain(`'nonce-${placeholder}'`);
    expect(forwarded[RENDER_HEADER]).toBeUndefined();
  });

  it('treats a request with a wrong secret as an ordinary one: a fresh nonce, the header dropped', async () => {
    const { placeholder } = processSecrets();
    const answer = await send('/gebruiker/inloggen', {
      from: '127.0.0.2',
      headers: { [RENDER_HEADER]: 'guessed' },
    });
    const forwarded = forwardedHeaders(answer);
    expect(forwarded[NONCE_HEADER]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(forwarded[NONCE_HEADER]).not.toBe(placeholder);
    expect(forwarded[RENDER_HEADER]).toBeUndefined();
    expect(answer.headers['content-security-policy']).toContain(
      `'nonce-${forwarded[NONCE_HEADER]}'`,
    );
  });

  it('knows the secret only in this process: a different one is not accepted', () => {
    const headers = new Headers({ [RENDER_HEADER]: `${processSecrets().secret}x` });
    expect(isCacheRender(headers)).toBe(false);
    expect(isCacheRender(new Headers({ [RENDER_HEADER]: processSecrets().secret }))).toBe(true);
    expect(isCacheRender(new Headers())).toBe(false);
  });
});
