/**
 * The browser's address for the API's per-address rate limits (issue 23), taken from the socket.
 *
 * Next.js 16 gives the proxy (`src/proxy.ts`) no socket: `NextRequest` has no `ip`, and the
 * server only fills in `X-Forwarded-For` with the socket address when the request has none
 * (`??=` in next/dist/server/base-server.js), so a browser that sends its own header hides its
 * address; an external rewrite passes the header on without appending to it. Hence this module,
 * loaded at start by `src/instrumentation.ts`: Node's `http.server.request.start` diagnostics
 * channel reports every request with its socket before Next.js sees it, and the client address
 * read from the socket (and from X-Forwarded-For only when the socket peer is a configured
 * proxy, TRUST_PROXY) is written into {@link CLIENT_ADDRESS_HEADER}, replacing whatever the
 * browser sent there, with a per-process random token. The proxy accepts the header only with
 * that token ({@link stampedClientAddress}), so a request that arrived before the stamp was
 * installed, or a forged header, is never believed.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { channel, subscribe, unsubscribe } from 'node:diagnostics_channel';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

import type { IncomingHttpHeaders } from 'node:http';

/** Request header carrying `<token> <client address>` from the socket stamp to the proxy. */
export const CLIENT_ADDRESS_HEADER = 'x-rooms-client-address';

/** Node's channel published for each request, before the server's `request` event. */
const REQUEST_START = 'http.server.request.start';

/** Our channel on which the proxy asks the stamp for its token (process-wide by name). */
const TOKEN_QUERY = channel('rooms.site.client-address-token');

/** A request as the diagnostics channel reports it (the parts read here). */
interface RequestStart {
  request: { headers: IncomingHttpHeaders };
  socket: { remoteAddress?: string | undefined };
}

/**
 * An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, how a dual-stack socket reports an IPv4
 * peer) as IPv4; other addresses trimmed, IPv6 zone kept.
 */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/**
 * The set of trusted proxies from TRUST_PROXY's entries.
 *
 * @param entries addresses and CIDRs (validated by `src/env.ts`); undefined: none
 * @returns a block list; `check` answers whether an address is a trusted proxy
 */
export function trustedProxies(entries: readonly string[] | undefined): BlockList {
  const list = new BlockList();
  for (const entry of entries ?? []) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** Whether an address (any spelling) is in the block list. */
function isTrusted(address: string, proxies: BlockList): boolean {
  if (isIPv4(address)) return proxies.check(address, 'ipv4');
  if (isIPv6(address)) return proxies.check(address, 'ipv6');
  return false;
}

/**
 * The client address of a request: the socket peer, unless it is a trusted proxy; then the
 * right-most X-Forwarded-For entry that is not a trusted proxy (entries left of it were written
 * by the client or by proxies nobody vouches for and are ignored).
 *
 * @param peer the socket's remote address
 * @param forwardedFor the X-Forwarded-For header(s) as received
 * @param proxies {@link trustedProxies}
 * @returns an address (IPv4-mapped IPv6 as IPv4); the left-most entry when all are proxies
 */
export function clientAddressOf(
  peer: string,
  forwardedFor: string | readonly string[] | undefined,
  proxies: BlockList,
): string {
  let client = normaliseAddress(peer);
  if (!isTrusted(client, proxies)) return client;
  const entries = [forwardedFor ?? []]
    .flat()
    .flatMap((header) => header.split(','))
    .map(normaliseAddress)
    .filter((entry) => entry !== '');
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index] ?? '';
    if (!isIP(entry)) return client;
    client = entry;
    if (!isTrusted(entry, proxies)) return client;
  }
  return client;
}

function isIP(text: string): boolean {
  return isIPv4(text) || isIPv6(text);
}

/**
 * Starts stamping every HTTP request of this process with its client address
 * ({@link CLIENT_ADDRESS_HEADER}), and answering the proxy's token queries.
 *
 * @param proxies {@link trustedProxies} of TRUST_PROXY
 * @returns a function that stops it (tests)
 */
export function installClientAddressStamp(proxies: BlockList): () => void {
  const token = randomBytes(24).toString('base64url');
  const stamp = (message: unknown) => {
    const { request, socket } = message as RequestStart;
    const peer = socket.remoteAddress ?? '';
    const client = clientAddressOf(peer, request.headers['x-forwarded-for'], proxies);
    request.headers[CLIENT_ADDRESS_HEADER] = `${token} ${client}`;
  };
  const answer = (message: unknown) => {
    (message as { token?: string }).token = token;
  };
  subscribe(REQUEST_START, stamp);
  TOKEN_QUERY.subscribe(answer);
  return () => {
    unsubscribe(REQUEST_START, stamp);
    TOKEN_QUERY.unsubscribe(answer);
  };
}

/**
 * The client address the stamp wrote into a request, if the stamp wrote it.
 *
 * @param headers the request's headers (in the proxy)
 * @returns the address; undefined when the header is missing or does not carry this process's
 *   token (a request that arrived before the stamp was installed, a forged header, or no stamp)
 */
export function stampedClientAddress(headers: Headers): string | undefined {
  const query: { token?: string } = {};
  TOKEN_QUERY.publish(query);
  const [token, address] = (headers.get(CLIENT_ADDRESS_HEADER) ?? '').split(' ');
  if (query.token === undefined || token === undefined || !address) return undefined;
  const expected = Buffer.from(query.token);
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : undefined;
}
