import { describe, expect, it } from 'vitest';

import {
  applyStreamEvent,
  EventStreamParser,
  subscribeToListingChanges,
  type ListingChangeSink,
} from './listing-change-subscriber';

/** A sink that records calls. */
function recordingSink(): ListingChangeSink & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    listingsChanged: (ids) => calls.push(`ids ${ids.join(',')}`),
    allListingsChanged: () => calls.push('all'),
    setListingsTrusted: (trusted) => calls.push(`trusted ${trusted}`),
  };
}

describe('EventStreamParser', () => {
  it('reads events split across chunks, skipping comments and retry lines', () => {
    const parser = new EventStreamParser();
    expect(parser.push('retry: 1000\n\nevent: rea')).toEqual([]);
    expect(parser.push('dy\ndata: {}\n\n: ping\n\nevent: change\r\ndata: {"ids":[1]}\r\n')).toEqual(
      [{ event: 'ready', data: '{}' }],
    );
    expect(parser.push('\r\n')).toEqual([{ event: 'change', data: '{"ids":[1]}' }]);
  });
});

describe('applyStreamEvent', () => {
  it('drops everything and trusts listing pages on ready', () => {
    const sink = recordingSink();
    expect(applyStreamEvent({ event: 'ready', data: '{}' }, sink)).toBe(true);
    expect(sink.calls).toEqual(['all', 'trusted true']);
  });

  it('drops the pages of the ids, or everything for all or an unreadable event', () => {
    const sink = recordingSink();
    applyStreamEvent({ event: 'change', data: '{"ids":[3,4]}' }, sink);
    applyStreamEvent({ event: 'change', data: '{"all":true}' }, sink);
    applyStreamEvent({ event: 'change', data: 'garbage' }, sink);
    applyStreamEvent({ event: 'change', data: '{"ids":["1"]}' }, sink);
    applyStreamEvent({ event: 'other', data: '' }, sink);
    expect(sink.calls).toEqual(['ids 3,4', 'all', 'all', 'all']);
  });
});

/** A fetch whose answers are streams the test writes to. */
function scriptedFetch() {
  const connections: { write: (text: string) => void; end: () => void; url: string }[] = [];
  const waiters: (() => void)[] = [];
  const fake = (async (url: string | URL | Request, init?: RequestInit) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    init?.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
    connections.push({
      url: String(url),
      write: (text) => controller.enqueue(new TextEncoder().encode(text)),
      end: () => controller.close(),
    });
    for (const wake of waiters.splice(0)) wake();
    return new Response(body, { status: 200 });
  }) as typeof fetch;
  const connection = async (index: number) => {
    while (connections.length <= index) await new Promise<void>((resolve) => waiters.push(resolve));
    return connections[index]!;
  };
  return { fake, connection };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('subscribeToListingChanges', () => {
  it('applies the stream, distrusts listing pages when it ends, and reconnects', async () => {
    const sink = recordingSink();
    const { fake, connection } = scriptedFetch();
    const subscription = subscribeToListingChanges({
      url: 'http://api.test/listing/changes',
      sink,
      fetch: fake,
      timing: { retryMinMs: 1, retryMaxMs: 2 },
    });
    try {
      const first = await connection(0);
      expect(first.url).toBe('http://api.test/listing/changes');
      first.write('event: ready\ndata: {}\n\nevent: change\ndata: {"ids":[9]}\n\n');
      await until(() => sink.calls.length >= 3);
      expect(sink.calls).toEqual(['all', 'trusted true', 'ids 9']);
      first.end();
      const second = await connection(1);
      expect(sink.calls.slice(3)).toEqual(['trusted false']);
      second.write('event: ready\ndata: {}\n\n');
      await until(() => sink.calls.length >= 6);
      expect(sink.calls.slice(4)).toEqual(['all', 'trusted true']);
    } finally {
      subscription.close();
    }
  });

  it('gives up a silent connection and a refused one, then connects again', async () => {
    const sink = recordingSink();
    let calls = 0;
    const { fake, connection } = scriptedFetch();
    const refusing = (async (url: string | URL | Request, init?: RequestInit) => {
      calls += 1;
      if (calls === 1) return new Response('busy', { status: 503 });
      return fake(url, init);
    }) as typeof fetch;
    const subscription = subscribeToListingChanges({
      url: 'http://api.test/listing/changes',
      sink,
      fetch: refusing,
      timing: { retryMinMs: 1, retryMaxMs: 2, silenceMs: 30 },
    });
    try {
      const silent = await connection(0);
      silent.write('event: ready\ndata: {}\n\n');
      await connection(1);
      expect(sink.calls).toEqual(['trusted false', 'all', 'trusted true', 'trusted false']);
    } finally {
      subscription.close();
    }
  });
});
