/**
 * A fuzzed request: built from the inputs of an operation (path and query values, a body), or
 * sent as raw bytes with a chosen content type, and turned into `app.inject` options. Lone
 * surrogates survive the trip: in JSON bodies `JSON.stringify` escapes them (`\ud800`), in URLs
 * they are percent-encoded as their WTF-8 bytes (`%ED%A0%80`).
 */
import { multipartBody } from '../images/testing/test-images.js';

import type { FuzzOperation } from './openapi-operations.js';
import type { InjectOptions } from 'fastify';

/** What the answer must be, besides never a 5xx. */
export type Expectation =
  /** Anything under 500 (a 4xx still in the §8 shape). */
  | 'no-5xx'
  /** A 4xx in the §8 shape: the contract refuses this request. */
  | '4xx';

/** The inputs of a request, before encoding. */
export interface RequestInputs {
  /** Path parameter values (encoded with `String()`). */
  path: Record<string, unknown>;
  /** Query values; an array is sent as a repeated parameter, `undefined` is left out. */
  query: Record<string, unknown>;
  /**
   * The body: a value sent as JSON (or, for a multipart operation, a record of parts whose
   * Buffer values are files), `undefined` for none.
   */
  body?: unknown;
  /** Sent as is instead of `body`, with this content type (malformed JSON, wrong types). */
  raw?: { contentType: string; payload: string | Buffer };
}

/** One request of the fuzzer. */
export interface FuzzRequest {
  /** 'valid' or the name of the mutation that made it invalid. */
  kind: string;
  /** What the mutation changed (e.g. 'body.message: NUL inserted'). */
  note: string;
  expect: Expectation;
  inputs: RequestInputs;
}

/** A ready-to-send request: the URL and the inject options of {@link FuzzRequest}. */
export interface EncodedRequest {
  method: FuzzOperation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/**
 * Percent-encodes text for a URL like `encodeURIComponent`, but also lone surrogates (which
 * `encodeURIComponent` refuses) as the three bytes WTF-8 gives them.
 */
export function encodeUrlText(text: string): string {
  let encoded = '';
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(text[i]!);
    }
  }
  return encoded;
}

function urlValue(value: unknown): string {
  return encodeUrlText(
    typeof value === 'string'
      ? value
      : typeof value === 'object' && value !== null
        ? JSON.stringify(value)
        : String(value),
  );
}

/** The multipart form of a body whose Buffer values are files and other values fields. */
function multipart(body: unknown): { payload: Buffer; contentType: string } {
  const fields = typeof body === 'object' && body !== null ? Object.entries(body) : [];
  const { payload, headers } = multipartBody(
    fields.map(([name, value]) =>
      Buffer.isBuffer(value)
        ? { name, filename: 'photo.jpg', contentType: 'image/jpeg', data: value }
        : { name, data: typeof value === 'string' ? value : JSON.stringify(value) },
    ),
  );
  return { payload, contentType: headers['content-type'] };
}

/**
 * The URL, headers and payload of a fuzzed request for an operation.
 *
 * @returns the method and URL (path parameters filled in, query appended), the content-type
 *   header when there is a body, and the payload
 */
export function encodeRequest(operation: FuzzOperation, request: FuzzRequest): EncodedRequest {
  const { inputs } = request;
  const path = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
    name in inputs.path ? urlValue(inputs.path[name]) : '',
  );
  const query = Object.entries(inputs.query)
    .filter(([, value]) => value !== undefined)
    .flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) => `${encodeUrlText(name)}=${urlValue(item)}`,
      ),
    )
    .join('&');
  const url = query === '' ? path : `${path}?${query}`;
  if (inputs.raw !== undefined) {
    return {
      method: operation.method,
      url,
      headers: { 'content-type': inputs.raw.contentType },
      payload: inputs.raw.payload,
    };
  }
  if (inputs.body === undefined) return { method: operation.method, url, headers: {} };
  if (operation.body?.contentType === 'multipart/form-data') {
    const { payload, contentType } = multipart(inputs.body);
    return { method: operation.method, url, headers: { 'content-type': contentType }, payload };
  }
  return {
    method: operation.method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(inputs.body),
  };
}

/** Shortens text for a failure message: long strings keep their start and length. */
function abbreviate(text: string, max = 600): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters)`;
}

/**
 * A request as text for a failure message: method, URL, content type and payload (long parts
 * abbreviated, control and other invisible characters escaped so they can be read).
 */
export function describeRequest(encoded: EncodedRequest): string {
  const payload =
    encoded.payload === undefined
      ? ''
      : Buffer.isBuffer(encoded.payload)
        ? ` <${encoded.payload.length} bytes>`
        : ` ${JSON.stringify(abbreviate(encoded.payload))}`;
  const type = encoded.headers['content-type'];
  return `${encoded.method} ${abbreviate(encoded.url)}${type ? ` [${type}]` : ''}${payload}`;
}

/** The options of `app.inject` for an encoded request, as a user (cookie) from an address. */
export function injectOptions(
  encoded: EncodedRequest,
  cookie: string | undefined,
  remoteAddress: string,
): InjectOptions {
  return {
    method: encoded.method,
    url: encoded.url,
    remoteAddress,
    headers: { ...encoded.headers, ...(cookie ? { cookie } : {}) },
    ...(encoded.payload === undefined ? {} : { payload: encoded.payload }),
  };
}
