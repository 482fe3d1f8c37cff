/**
 * Passes the listing changes this process hears (`search/listings-change-listener.ts`) on to
 * the streams of `GET /listing/changes`, whose clients are the site processes that cache pages
 * (issue 24: a search page shows a change within 1 s). A change is passed on once this process's
 * search index shows it, so a page rendered right after the event already finds the change.
 */
import type {
  ListingChange,
  ListingChangeSubscriber,
} from '../../search/listings-change-listener.js';

/** Most ids one event carries; a larger change is sent as 'all'. */
export const MAX_IDS_PER_EVENT = 500;

/** Most streams open at once per API process; more are refused with 503. */
export const MAX_LISTING_CHANGE_STREAMS = 64;

/**
 * A stream buffering more than this many bytes (a client that does not read) is closed; it
 * reconnects and starts from 'everything changed'.
 */
export const MAX_STREAM_BACKLOG_BYTES = 256 * 1024;

/** Where the hub writes: the response stream of one client. */
export interface ChangeStreamClient {
  write(text: string): boolean;
  end(): void;
  readonly writableLength: number;
}

/** The hub of one API process. */
export interface ListingChangeHub extends ListingChangeSubscriber {
  /** Whether changes are being heard (streams are accepted only then). */
  isListening(): boolean;
  /**
   * Adds a stream; it hears every change passed on from now.
   *
   * @returns a function that removes it, or null when {@link MAX_LISTING_CHANGE_STREAMS} are open
   */
  join(client: ChangeStreamClient): (() => void) | null;
  /** Ends every stream (the app closes; the listener lost its connection). */
  endAll(): void;
}

/** The Server-Sent Event of a change. */
export function changeEvent(change: ListingChange): string | null {
  if (change.kind === 'sync') return null;
  const data =
    change.kind === 'ids' && change.ids.length <= MAX_IDS_PER_EVENT
      ? JSON.stringify({ ids: change.ids })
      : JSON.stringify({ all: true });
  return `event: change\ndata: ${data}\n\n`;
}

/**
 * Creates the hub of a process.
 *
 * @param applied resolves once the process's search index shows every change heard so far
 *   (`LiveListingIndex.idle`); undefined without an index
 */
export function createListingChangeHub(
  applied: () => Promise<void> = async () => {},
): ListingChangeHub {
  const clients = new Set<ChangeStreamClient>();
  let listening = false;

  const send = (event: string) => {
    for (const client of clients) {
      if (client.writableLength > MAX_STREAM_BACKLOG_BYTES) {
        clients.delete(client);
        client.end();
        continue;
      }
      client.write(event);
    }
  };

  const endAll = () => {
    for (const client of clients) client.end();
    clients.clear();
  };

  return {
    listening() {
      listening = true;
      // Anything may have changed while nobody listened.
      send(changeEvent({ kind: 'all' })!);
    },
    lost() {
      listening = false;
      // The streams' clients must stop trusting their pages until they hear 'ready' again.
      endAll();
    },
    changed(change) {
      const event = changeEvent(change);
      if (event === null) return;
      // After the index applied it (the subscriber before this one queued it): a search that
      // the event triggers must see the change. A failed apply still passes the change on.
      void applied().then(
        () => send(event),
        () => send(event),
      );
    },
    isListening: () => listening,
    join(client) {
      if (clients.size >= MAX_LISTING_CHANGE_STREAMS) return null;
      clients.add(client);
      return () => {
        clients.delete(client);
      };
    },
    endAll,
  };
}
