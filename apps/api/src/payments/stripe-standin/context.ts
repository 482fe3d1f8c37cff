/** What every handler of one request works with: the transaction's store, its events, its clock. */
import { resourceMissing } from './errors.js';

import type { EventLog } from './events.js';
import type { StoredObject, ObjectStore } from './store.js';

/** One request's context: changes and events commit together. */
export interface HandlerContext {
  store: ObjectStore;
  events: EventLog;
  /** The request's time in unix seconds (one value, so related timestamps agree). */
  now: number;
}

/**
 * Loads an object of a kind or throws Stripe's 404 `resource_missing`.
 *
 * @param kind the `object` value (`payment_intent`, `customer`, …), also used in the message
 * @param param the parameter that named it (Stripe reports it in the error)
 */
export async function loadObject<T extends StoredObject>(
  context: HandlerContext,
  id: string,
  kind: T['object'],
  param = 'id',
): Promise<T> {
  const found = await context.store.get<T>(id);
  if (!found || found.object !== kind) throw resourceMissing(kind, id, param);
  return found;
}
