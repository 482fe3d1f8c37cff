/**
 * Hears the API's listing changes (`GET /listing/changes`, Server-Sent Events) for the page
 * cache of this process (issue 24): one connection per site process, opened again with growing
 * waits when it fails. Every (re)connection drops all listing pages, since changes may have been
 * missed while it was down; while it is down the cache is told not to trust listing pages.
 */

/** What the subscriber tells the page cache (`PageStore`). */
export interface ListingChangeSink {
  listingsChanged(ids: readonly number[]): void;
  allListingsChanged(): void;
  setListingsTrusted(trusted: boolean): void;
}

/** The subscriber's clock, milliseconds. */
export interface SubscriberTiming {
  /** First wait before connecting again. */
  readonly retryMinMs: number;
  /** Longest wait before connecting again (the wait doubles up to this). */
  readonly retryMaxMs: number;
  /**
   * A connection that brings nothing for this long is given up: the API writes a comment every
   * 10 s (`LISTING_CHANGES_PING_MS`), so silence means a dead peer or a deaf proxy in between.
   */
  readonly silenceMs: number;
}

/** Default timing: 250 ms, doubling up to 10 s; 25 s of silence (two and a half pings). */
export const DEFAULT_SUBSCRIBER_TIMING: SubscriberTiming = {
  retryMinMs: 250,
  retryMaxMs: 10_000,
  silenceMs: 25_000,
};

/** One event of the stream. */
export interface StreamEvent {
  readonly event: string;
  readonly data: string;
}

/**
 * Reads Server-Sent Events out of text chunks (the subset the API writes: `event:`, `data:`,
 * comments; a blank line ends an event).
 */
export class EventStreamParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];

  /**
   * @param chunk the next text of the stream
   * @returns the events completed by it
   */
  push(chunk: string): StreamEvent[] {
    this.buffer += chunk;
    const events: StreamEvent[] = [];
    let newline = this.buffer.search(/\r?\n/);
    while (newline !== -1) {
      const line = this.buffer.slice(0, newline);
      this.buffer = this.buffer.slice(newline + (this.buffer[newline] === '\r' ? 2 : 1));
      if (line === '') {
        if (this.data.length > 0 || this.event !== '') {
          events.push({ event: this.event || 'message', data: this.data.join('\n') });
        }
        this.event = '';
        this.data = [];
      } else if (!line.startsWith(':')) {
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') this.event = value;
        else if (field === 'data') this.data.push(value);
      }
      newline = this.buffer.search(/\r?\n/);
    }
    return events;
  }
}

/**
 * Applies one event of the API's stream to the cache: `ready` (sent first on every connection)
 * and `change` with `{"all":true}` drop every listing page; `change` with `{"ids":[…]}` drops the
 * pages that show these listings. An event it cannot read counts as 'all'.
 *
 * @returns whether the event was `ready`
 */
export function applyStreamEvent(event: StreamEvent, sink: ListingChangeSink): boolean {
  if (event.event === 'ready') {
    sink.allListingsChanged();
    sink.setListingsTrusted(true);
    return true;
  }
  if (event.event !== 'change') return false;
  let ids: unknown;
  try {
    ids = (JSON.parse(event.data) as { ids?: unknown }).ids;
  } catch {
    ids = undefined;
  }
  if (Array.isArray(ids) && ids.every((id) => Number.isSafeInteger(id))) {
    sink.listingsChanged(ids as number[]);
  } else {
    sink.allListingsChanged();
  }
  return false;
}

/** What a subscriber is made with. */
export interface SubscriberOptions {
  /** The stream's URL (`${API_ORIGIN}/listing/changes`). */
  readonly url: string;
  readonly sink: ListingChangeSink;
  /** Told of failures (why, and the next wait) and of recovery. */
  readonly log?: (message: string) => void;
  readonly timing?: Partial<SubscriberTiming>;
  /** The fetch to use (tests); default the global one. */
  readonly fetch?: typeof fetch;
}

/** A running subscriber. */
export interface ListingChangeSubscription {
  /** Stops: closes the connection and connects no more. */
  close(): void;
}

/**
 * Connects to the API's change stream and keeps connected until closed. Listing pages are
 * trusted from the stream's `ready` event until the connection fails, ends or falls silent.
 */
export function subscribeToListingChanges(options: SubscriberOptions): ListingChangeSubscription {
  const timing = { ...DEFAULT_SUBSCRIBER_TIMING, ...options.timing };
  const doFetch = options.fetch ?? fetch;
  const log = options.log ?? (() => {});
  let closed = false;
  let failures = 0;
  let controller: AbortController | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connectOnce = async () => {
    const abort = new AbortController();
    controller = abort;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(silence);
      silence = setTimeout(() => abort.abort(new Error('stream silent')), timing.silenceMs);
      silence.unref?.();
    };
    try {
      watch();
      const response = await doFetch(options.url, {
        headers: { accept: 'text/event-stream' },
        signal: abort.signal,
        cache: 'no-store',
      });
      if (!response.ok || response.body === null) {
        throw new Error(`change stream answered ${response.status}`);
      }
      const parser = new EventStreamParser();
      const decoder = new TextDecoder();
      for await (const chunk of response.body) {
        watch();
        for (const event of parser.push(decoder.decode(chunk as Uint8Array, { stream: true }))) {
          if (applyStreamEvent(event, options.sink)) {
            if (failures > 0) log('listing changes heard again: listing pages cached');
            failures = 0;
          }
        }
      }
      throw new Error('change stream ended');
    } finally {
      clearTimeout(silence);
      abort.abort();
      options.sink.setListingsTrusted(false);
    }
  };

  const loop = () => {
    if (closed) return;
    connectOnce().catch((error: unknown) => {
      if (closed) return;
      const waitMs = Math.min(timing.retryMaxMs, timing.retryMinMs * 2 ** failures);
      failures += 1;
      const reason = error instanceof Error ? error.message : String(error);
      log(`listing pages not cached: ${reason}; connecting again in ${waitMs} ms`);
      retry = setTimeout(loop, waitMs);
      retry.unref?.();
    });
  };

  loop();
  return {
    close() {
      closed = true;
      clearTimeout(retry);
      controller?.abort();
    },
  };
}
