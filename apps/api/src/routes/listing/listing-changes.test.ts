import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertLandlord, insertListing, insertPlace } from '../../testing/listing-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

import {
  changeEvent,
  createListingChangeHub,
  MAX_IDS_PER_EVENT,
  MAX_STREAM_BACKLOG_BYTES,
  type ChangeStreamClient,
} from './listing-change-hub.js';

import type { TestPlace } from '../../testing/listing-fixtures.js';

/**
 * `GET /listing/changes` against a real PostgreSQL: a change committed by another connection
 * (like a second API instance) reaches an open stream as an `event: change` with its id.
 */

let kit: TestApp;
let other: pg.Client;
let place: TestPlace;
let landlordId: number;
let origin: string;

beforeAll(async () => {
  kit = await createTestApp();
  other = new pg.Client(kit.database.pool.options);
  await other.connect();
  place = await insertPlace(kit.database.db, 'Leeuwarden', 'Nieuwestad');
  landlordId = await insertLandlord(kit.database.db);
  origin = await kit.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await other.end();
  await kit.close();
});

/** An open stream and the events read from it so far. */
interface OpenStream {
  events: { event: string; data: string }[];
  /** Resolves with the first event (read so far or later) that satisfies `match`. */
  next(match: (event: { event: string; data: string }) => boolean): Promise<{ data: string }>;
  close(): void;
}

async function openStream(): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${origin}/listing/changes`, {
    headers: { accept: 'text/event-stream' },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const events: { event: string; data: string }[] = [];
  const waiters: (() => void)[] = [];
  void (async () => {
    let buffer = '';
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
          if (event !== undefined) events.push({ event, data });
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiters.splice(0)) wake();
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    events,
    async next(match) {
      for (;;) {
        const found = events.find(match);
        if (found !== undefined) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => abort.abort(),
  };
}

describe('GET /listing/changes', () => {
  it('starts with ready, then passes on a change committed by another connection', async () => {
    const stream = await openStream();
    try {
      await stream.next((event) => event.event === 'ready');
      const id = await insertListing(kit.database.db, { landlordId, place, title: 'Before' });
      await stream.next((event) => event.event === 'change' && event.data.includes(String(id)));
      const start = stream.events.length;
      await other.query("update listings set title = 'After the change' where id = $1", [id]);
      const change = await stream.next(
        (event) =>
          stream.events.indexOf(event) >= start &&
          event.event === 'change' &&
          (JSON.parse(event.data) as { ids?: number[] }).ids?.includes(id) === true,
      );
      expect(JSON.parse(change.data)).toEqual({ ids: [id] });
    } finally {
      stream.close();
    }
  });

  it('refuses a request that does not ask for an event stream (400)', async () => {
    const response = await fetch(`${origin}/listing/changes`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('invalid_request');
  });
});

/** A client that records what it is sent. */
function recordingClient(backlog = 0): ChangeStreamClient & { sent: string[]; ended: boolean } {
  return {
    sent: [],
    ended: false,
    writableLength: backlog,
    write(text) {
      this.sent.push(text);
      return true;
    },
    end() {
      this.ended = true;
    },
  };
}

describe('the listing change hub', () => {
  it('sends ids, and all for a large change, a truncate or a new listening', async () => {
    expect(changeEvent({ kind: 'ids', ids: [3, 4] })).toBe(
      'event: change\ndata: {"ids":[3,4]}\n\n',
    );
    const many = Array.from({ length: MAX_IDS_PER_EVENT + 1 }, (_, index) => index + 1);
    expect(changeEvent({ kind: 'ids', ids: many })).toBe('event: change\ndata: {"all":true}\n\n');
    expect(changeEvent({ kind: 'all' })).toBe('event: change\ndata: {"all":true}\n\n');
    expect(changeEvent({ kind: 'sync', token: 'x' })).toBeNull();
  });

  it('passes a change on only once the index applied it', async () => {
    let release: () => void = () => {};
    const hub = createListingChangeHub(() => new Promise<void>((resolve) => (release = resolve)));
    hub.listening();
    const client = recordingClient();
    hub.join(client);
    hub.changed({ kind: 'ids', ids: [7] });
    await Promise.resolve();
    expect(client.sent).toEqual([]);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(client.sent).toEqual(['event: change\ndata: {"ids":[7]}\n\n']);
  });

  it('ends every stream when the listener is lost, and closes a client that does not read', async () => {
    const hub = createListingChangeHub();
    hub.listening();
    const reader = recordingClient();
    const stuck = recordingClient(MAX_STREAM_BACKLOG_BYTES + 1);
    hub.join(reader);
    hub.join(stuck);
    hub.changed({ kind: 'ids', ids: [1] });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stuck.ended).toBe(true);
    expect(stuck.sent).toEqual([]);
    expect(reader.sent).toHaveLength(1);
    hub.lost();
    expect(reader.ended).toBe(true);
    expect(hub.isListening()).toBe(false);
  });
});
