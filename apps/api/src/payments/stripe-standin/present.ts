/**
 * How stored objects are answered: internal fields removed, and `expand[]` paths (e.g.
 * `latest_invoice.confirmation_secret`) replaced by the objects they name, as Stripe does.
 * Includable fields (an invoice's `confirmation_secret` and `payments`) are only present when
 * expanded, like on Stripe, so code that works here works against Stripe too.
 */
import { invalidParam } from './errors.js';

import type { InvoiceRecord, PaymentIntentRecord } from './models.js';
import type { ObjectStore, StoredObject } from './store.js';

/** Fields of the stored JSON that Stripe does not have. */
const INTERNAL_PREFIX = '_standin';

/** Longest expand path Stripe accepts (four levels). */
const MAX_EXPAND_DEPTH = 4;

/** The stored object without internal fields: what GET answers and what events carry. */
export function publicView(object: StoredObject): StoredObject {
  const view: StoredObject = { id: object.id, object: object.object };
  for (const [key, value] of Object.entries(object)) {
    if (!key.startsWith(INTERNAL_PREFIX)) view[key] = value;
  }
  return view;
}

/** Computes an includable field of a kind (undefined: not includable). */
type Includable = (store: ObjectStore, object: StoredObject) => Promise<unknown>;

const INCLUDABLE: Record<string, Record<string, Includable>> = {
  invoice: {
    confirmation_secret: async (store, object) => {
      const invoice = object as unknown as InvoiceRecord;
      const intent = invoice._standin_payment_intent
        ? await store.get<PaymentIntentRecord>(invoice._standin_payment_intent)
        : undefined;
      return intent?.client_secret
        ? { client_secret: intent.client_secret, type: 'payment_intent' }
        : null;
    },
    payments: async (store, object) => {
      const invoice = object as unknown as InvoiceRecord;
      const intent = invoice._standin_payment_intent
        ? await store.get<PaymentIntentRecord>(invoice._standin_payment_intent)
        : undefined;
      const data = intent
        ? [
            {
              id: `inpay_${intent.id.slice(3)}`,
              object: 'invoice_payment',
              amount_paid: intent.status === 'succeeded' ? intent.amount_received : null,
              amount_requested: intent.amount,
              created: intent.created,
              currency: intent.currency,
              invoice: invoice.id,
              is_default: true,
              livemode: false,
              payment: { type: 'payment_intent', payment_intent: intent.id },
              status:
                intent.status === 'succeeded'
                  ? 'paid'
                  : intent.status === 'canceled'
                    ? 'canceled'
                    : 'open',
              status_transitions: {
                canceled_at: intent.canceled_at,
                paid_at: intent.status === 'succeeded' ? invoice.status_transitions.paid_at : null,
              },
            },
          ]
        : [];
      return { object: 'list', data, has_more: false, url: `/v1/invoices/${invoice.id}/payments` };
    },
  },
};

/**
 * Answers an object as Stripe would, with expansions.
 *
 * @param expand paths like `latest_invoice.confirmation_secret` or `data.customer` (for lists)
 * @throws 400 when a path is too deep
 */
export async function present(
  store: ObjectStore,
  object: StoredObject,
  expand: string[] = [],
): Promise<StoredObject> {
  let view = publicView(object);
  for (const path of expand) {
    const segments = path.split('.');
    if (segments.length > MAX_EXPAND_DEPTH || segments.some((s) => s === '')) {
      throw invalidParam(
        'expand',
        `You cannot expand more than ${MAX_EXPAND_DEPTH} levels of a property.`,
      );
    }
    view = (await expandPath(store, object, view, segments)) as StoredObject;
  }
  return view;
}

/** Expands one path in `view` (the public copy of `stored`); unknown paths are left alone. */
async function expandPath(
  store: ObjectStore,
  stored: Record<string, unknown>,
  view: Record<string, unknown>,
  segments: string[],
): Promise<Record<string, unknown>> {
  const [head, ...rest] = segments as [string, ...string[]];
  const kind = typeof stored.object === 'string' ? stored.object : '';
  const includable = INCLUDABLE[kind]?.[head];
  let value: unknown = includable ? await includable(store, stored as StoredObject) : view[head];
  let storedValue: unknown = value;
  if (typeof value === 'string') {
    const target = await store.get(value);
    if (target) {
      storedValue = target;
      value = publicView(target);
    }
  } else if (isObjectWithId(value)) {
    // Expanded by an earlier path (`latest_invoice` before `latest_invoice.payments`): the
    // includables need the stored object, internal fields and all.
    storedValue = (await store.get(value.id)) ?? value;
  }
  if (rest.length > 0 && value !== null && typeof value === 'object') {
    if (Array.isArray(value)) {
      // `data.x` on a list, or a path through an array field: expand every element.
      const storedArray = Array.isArray(storedValue) ? storedValue : value;
      value = await Promise.all(
        value.map(async (item: unknown, index) =>
          item !== null && typeof item === 'object'
            ? expandPath(
                store,
                storedArray[index] as Record<string, unknown>,
                item as Record<string, unknown>,
                rest,
              )
            : item,
        ),
      );
    } else {
      value = await expandPath(
        store,
        storedValue as Record<string, unknown>,
        value as Record<string, unknown>,
        rest,
      );
    }
  }
  return { ...view, [head]: value };
}

/** Whether a value is an object with a string `id` (an expanded Stripe object). */
function isObjectWithId(value: unknown): value is { id: string } {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { id?: unknown }).id === 'string'
  );
}
