/**
 * The stand-in's Stripe API routes (only those Rooms uses, payments contract section A), and how
 * their results are answered: objects with `expand[]`, arrays as Stripe lists with `limit` and
 * `starting_after`.
 */
import { loadObject, type HandlerContext } from './context.js';
import { createCustomer, retrieveCustomer, updateCustomer } from './customers.js';
import { invalidParam, StandinError } from './errors.js';
import { listInvoices, retrieveInvoice } from './invoices.js';
import { optionalInteger, optionalString, optionalStringArray } from './params.js';
import {
  cancelPaymentIntent,
  createPaymentIntent,
  retrievePaymentIntent,
  updatePaymentIntent,
} from './payment-intents.js';
import { present } from './present.js';
import { createPrice, listPrices, retrievePrice } from './prices.js';
import { createRefund } from './refunds.js';
import {
  cancelSubscription,
  createSubscription,
  listSubscriptions,
  retrieveSubscription,
  updateSubscription,
} from './subscriptions.js';

import type { FormObject } from './form-body.js';
import type { ListAnswer } from './models.js';
import type { StoredObject } from './store.js';

/** A route's work: an object, or the matching objects of a list (newest first). */
type Handler = (
  context: HandlerContext,
  params: FormObject,
  id: string,
) => Promise<StoredObject | StoredObject[]>;

interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** The path; `([^/]+)` captures the object id. */
  path: RegExp;
  handle: Handler;
}

/** GET of a kind the stand-in only makes itself (charges, refunds, …). */
function retrieveOf(kind: string): Handler {
  return (context, _params, id) => loadObject(context, id, kind);
}

const ID = '([A-Za-z0-9_]{1,255})';

const ROUTES: Route[] = [
  { method: 'POST', path: /^\/v1\/customers$/, handle: (c, p) => createCustomer(c, p) },
  {
    method: 'GET',
    path: new RegExp(`^/v1/customers/${ID}$`),
    handle: (c, _p, id) => retrieveCustomer(c, id),
  },
  {
    method: 'POST',
    path: new RegExp(`^/v1/customers/${ID}$`),
    handle: (c, p, id) => updateCustomer(c, id, p),
  },
  { method: 'GET', path: /^\/v1\/prices$/, handle: (c, p) => listPrices(c, p) },
  { method: 'POST', path: /^\/v1\/prices$/, handle: (c, p) => createPrice(c, p) },
  {
    method: 'GET',
    path: new RegExp(`^/v1/prices/${ID}$`),
    handle: (c, _p, id) => retrievePrice(c, id),
  },
  { method: 'GET', path: new RegExp(`^/v1/products/${ID}$`), handle: retrieveOf('product') },
  { method: 'POST', path: /^\/v1\/payment_intents$/, handle: (c, p) => createPaymentIntent(c, p) },
  {
    method: 'GET',
    path: new RegExp(`^/v1/payment_intents/${ID}$`),
    handle: (c, _p, id) => retrievePaymentIntent(c, id),
  },
  {
    method: 'POST',
    path: new RegExp(`^/v1/payment_intents/${ID}$`),
    handle: (c, p, id) => updatePaymentIntent(c, id, p),
  },
  {
    method: 'POST',
    path: new RegExp(`^/v1/payment_intents/${ID}/cancel$`),
    handle: (c, p, id) => cancelPaymentIntent(c, id, p),
  },
  { method: 'POST', path: /^\/v1\/subscriptions$/, handle: (c, p) => createSubscription(c, p) },
  { method: 'GET', path: /^\/v1\/subscriptions$/, handle: (c, p) => listSubscriptions(c, p) },
  {
    method: 'GET',
    path: new RegExp(`^/v1/subscriptions/${ID}$`),
    handle: (c, _p, id) => retrieveSubscription(c, id),
  },
  {
    method: 'POST',
    path: new RegExp(`^/v1/subscriptions/${ID}$`),
    handle: (c, p, id) => updateSubscription(c, id, p),
  },
  {
    method: 'DELETE',
    path: new RegExp(`^/v1/subscriptions/${ID}$`),
    handle: (c, _p, id) => cancelSubscription(c, id),
  },
  { method: 'GET', path: /^\/v1\/invoices$/, handle: (c, p) => listInvoices(c, p) },
  {
    method: 'GET',
    path: new RegExp(`^/v1/invoices/${ID}$`),
    handle: (c, _p, id) => retrieveInvoice(c, id),
  },
  { method: 'POST', path: /^\/v1\/refunds$/, handle: (c, p) => createRefund(c, p) },
  { method: 'GET', path: new RegExp(`^/v1/refunds/${ID}$`), handle: retrieveOf('refund') },
  { method: 'GET', path: new RegExp(`^/v1/charges/${ID}$`), handle: retrieveOf('charge') },
  {
    method: 'GET',
    path: new RegExp(`^/v1/payment_methods/${ID}$`),
    handle: retrieveOf('payment_method'),
  },
  { method: 'GET', path: new RegExp(`^/v1/disputes/${ID}$`), handle: retrieveOf('dispute') },
  { method: 'GET', path: new RegExp(`^/v1/events/${ID}$`), handle: retrieveOf('event') },
];

/** Whether any route serves this method and path (else the server answers 404 before any work). */
export function routeExists(method: string, pathname: string): boolean {
  return ROUTES.some((route) => route.method === method && route.path.test(pathname));
}

/** A page of a list: `limit` (1–100, default 10) items after `starting_after`. */
async function listAnswer(
  context: HandlerContext,
  items: StoredObject[],
  params: FormObject,
  url: string,
  expand: string[],
): Promise<ListAnswer<StoredObject>> {
  const limit = optionalInteger(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100)
    throw invalidParam('limit', 'Invalid limit: must be between 1 and 100');
  const after = optionalString(params, 'starting_after');
  let start = 0;
  if (after) {
    const index = items.findIndex((item) => item.id === after);
    if (index === -1) throw invalidParam('starting_after', `No such object: '${after}'`);
    start = index + 1;
  }
  const page = items.slice(start, start + limit);
  // `data.customer` expands each item's `customer`.
  const itemPaths = expand
    .filter((path) => path.startsWith('data.'))
    .map((path) => path.slice('data.'.length));
  return {
    object: 'list',
    data: await Promise.all(page.map((item) => present(context.store, item, itemPaths))),
    has_more: start + limit < items.length,
    url,
  };
}

/**
 * Runs the route of a Stripe API request and answers it as Stripe would.
 *
 * @param params the decoded query and form body
 * @throws StandinError (404 `Unrecognized request URL` when no route matches)
 */
export async function answerApiRequest(
  context: HandlerContext,
  method: string,
  pathname: string,
  params: FormObject,
): Promise<unknown> {
  for (const route of ROUTES) {
    const match = route.method === method ? route.path.exec(pathname) : null;
    if (!match) continue;
    const expand = optionalStringArray(params, 'expand') ?? [];
    const result = await route.handle(context, params, match[1] ?? '');
    if (Array.isArray(result)) return listAnswer(context, result, params, pathname, expand);
    return present(context.store, result, expand);
  }
  throw new StandinError(
    404,
    'invalid_request_error',
    `Unrecognized request URL (${method}: ${pathname}).`,
  );
}
