/**
 * A tiny in-memory stand-in for an S3-compatible service on 127.0.0.1, for the contract tests of
 * `S3ImageStore`: path-style PutObject, GetObject, HeadObject, DeleteObject, ListObjectsV2 and
 * DeleteObjects of one bucket, answered as S3 does (XML errors such as NoSuchKey, 404 without a
 * body for HEAD). It checks no signature: it shows that the store sends well-formed requests
 * and reads S3's answers, not that a real service accepts its credentials.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';

/** A running fake S3 service. */
export interface FakeS3 {
  /** `http://127.0.0.1:{port}`, for S3_ENDPOINT. */
  endpoint: string;
  /** The objects by key, with their content type. */
  objects: Map<string, { bytes: Buffer; contentType: string | undefined }>;
  /** Requests seen, as `METHOD path?query`. */
  requests: string[];
  close: () => Promise<void>;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Starts a fake S3 service for one bucket on a free loopback port.
 *
 * @param bucket the only bucket it knows
 */
export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      requests.push(`${request.method} ${url.pathname}${url.search}`);
      const [, bucketName = '', ...keyParts] = url.pathname.split('/');
      const key = decodeURIComponent(keyParts.join('/'));
      const xml = (status: number, text: string) => {
        response.writeHead(status, { 'content-type': 'application/xml' });
        response.end(`<?xml version="1.0" encoding="UTF-8"?>${text}`);
      };
      const error = (status: number, code: string) =>
        request.method === 'HEAD'
          ? response.writeHead(status).end()
          : xml(status, `<Error><Code>${code}</Code><Message>${code}</Message></Error>`);
      const body = await bodyOf(request);
      if (bucketName !== bucket) return error(404, 'NoSuchBucket');
      if (key === '' && request.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const keys = [...objects.keys()].filter((name) => name.startsWith(prefix)).sort();
        return xml(
          200,
          `<ListBucketResult><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${keys
            .map(
              (name) =>
                `<Contents><Key>${escapeXml(name)}</Key><Size>${objects.get(name)!.bytes.length}</Size></Contents>`,
            )
            .join('')}</ListBucketResult>`,
        );
      }
      if (key === '' && request.method === 'POST' && url.searchParams.has('delete')) {
        const names = [...body.toString().matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) =>
          match[1]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
        );
        for (const name of names) objects.delete(name);
        return xml(200, '<DeleteResult></DeleteResult>');
      }
      if (key === '') return error(400, 'InvalidRequest');
      switch (request.method) {
        case 'PUT':
          objects.set(key, { bytes: body, contentType: request.headers['content-type'] });
          response.writeHead(200, { etag: '"fake"' }).end();
          return;
        case 'GET':
        case 'HEAD': {
          const object = objects.get(key);
          if (object === undefined) return error(404, 'NoSuchKey');
          response.writeHead(200, {
            'content-type': object.contentType ?? 'application/octet-stream',
            'content-length': object.bytes.length,
          });
          response.end(request.method === 'GET' ? object.bytes : undefined);
          return;
        }
        case 'DELETE':
          objects.delete(key);
          response.writeHead(204).end();
          return;
        default:
          return error(405, 'MethodNotAllowed');
      }
    })().catch((failure: unknown) => {
      response.writeHead(500).end(String(failure));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
