/**
 * The events of one request: stored with the request's changes (so `GET /_standin/events` and
 * `GET /v1/events/:id` see them), delivered to the webhook endpoint after the commit.
 */
import { newId } from './ids.js';
import { API_VERSION } from './models.js';
import { publicView } from './present.js';

import type { EventRecord, StandinEventType } from './models.js';
import type { ObjectStore, StoredObject } from './store.js';

/** Collects the events one request emits, in order. */
export class EventLog {
  /** The events emitted so far, oldest first; delivered once the request commits. */
  readonly emitted: EventRecord[] = [];

  constructor(
    private readonly store: ObjectStore,
    private readonly now: number,
  ) {}

  /**
   * Emits an event whose `data.object` is the object as GET answers it (without expansions).
   *
   * @param previousAttributes for `*.updated`: the changed fields' earlier values
   */
  async emit(
    type: StandinEventType,
    object: StoredObject,
    previousAttributes?: Record<string, unknown>,
  ): Promise<EventRecord> {
    const event: EventRecord = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: this.now,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: {
        object: publicView(object),
        ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
      },
    };
    await this.store.put(event as unknown as StoredObject);
    this.emitted.push(event);
    return event;
  }
}
