/** `/v1/prices`: create (with `product_data`) and list by `lookup_keys`. */
import { loadObject, type HandlerContext } from './context.js';
import { invalidParam } from './errors.js';
import { newId } from './ids.js';
import {
  mergeMetadata,
  objectParam,
  optionalBoolean,
  optionalInteger,
  optionalString,
  optionalStringArray,
  requiredString,
} from './params.js';

import type { FormObject } from './form-body.js';
import type { PriceRecord, ProductRecord } from './models.js';

const INTERVALS = new Set(['day', 'week', 'month', 'year']);

/** The product of a new price: an existing `product` id, or one made from `product_data`. */
async function productOf(context: HandlerContext, params: FormObject): Promise<string> {
  const productId = optionalString(params, 'product');
  if (productId)
    return (await loadObject<ProductRecord>(context, productId, 'product', 'product')).id;
  const data = objectParam(params, 'product_data');
  if (Object.keys(data).length === 0) {
    throw invalidParam('product', 'Missing required param: product.', 'parameter_missing');
  }
  const product: ProductRecord = {
    id: newId('prod'),
    object: 'product',
    active: true,
    created: context.now,
    updated: context.now,
    name: requiredString(data, 'name'),
    description: null,
    metadata: mergeMetadata({}, data),
    livemode: false,
    images: [],
    type: 'service',
    url: null,
  };
  await context.store.put(product);
  return product.id;
}

/**
 * POST /v1/prices (`currency`, `unit_amount`, `lookup_key`, `transfer_lookup_key`, `recurring`,
 * `product`/`product_data`, `metadata`, `nickname`, `tax_behavior`).
 *
 * @throws 400 when the lookup key is taken and `transfer_lookup_key` is not set (as Stripe)
 */
export async function createPrice(
  context: HandlerContext,
  params: FormObject,
): Promise<PriceRecord> {
  const currency = requiredString(params, 'currency').toLowerCase();
  const unitAmount = optionalInteger(params, 'unit_amount');
  if (unitAmount === undefined)
    throw invalidParam('unit_amount', 'Missing required param: unit_amount.', 'parameter_missing');
  const lookupKey = optionalString(params, 'lookup_key') ?? null;
  if (lookupKey) {
    const holders = await context.store.list<PriceRecord>('price', { lookup_key: lookupKey });
    if (holders.length > 0 && !optionalBoolean(params, 'transfer_lookup_key')) {
      throw invalidParam(
        'lookup_key',
        `A price (\`${holders[0]?.id}\`) already uses that lookup key.`,
      );
    }
    for (const holder of holders) await context.store.put({ ...holder, lookup_key: null });
  }
  const recurringParam = objectParam(params, 'recurring');
  let recurring: PriceRecord['recurring'] = null;
  if (Object.keys(recurringParam).length > 0) {
    const interval = requiredString(recurringParam, 'interval');
    if (!INTERVALS.has(interval))
      throw invalidParam('recurring[interval]', `Invalid interval: ${interval}`);
    const count = optionalInteger(recurringParam, 'interval_count') ?? 1;
    if (count < 1 || count > 36)
      throw invalidParam('recurring[interval_count]', 'Invalid interval_count');
    recurring = {
      interval: interval as 'month',
      interval_count: count,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    };
  }
  const taxBehavior = optionalString(params, 'tax_behavior');
  const price: PriceRecord = {
    id: newId('price'),
    object: 'price',
    active: optionalBoolean(params, 'active') ?? true,
    billing_scheme: 'per_unit',
    created: context.now,
    currency,
    livemode: false,
    lookup_key: lookupKey,
    metadata: mergeMetadata({}, params),
    nickname: optionalString(params, 'nickname') ?? null,
    product: await productOf(context, params),
    recurring,
    tax_behavior: (taxBehavior as PriceRecord['tax_behavior']) ?? 'unspecified',
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: unitAmount,
    // Stripe answers decimals as strings; the SDK's type is its Decimal class.
    unit_amount_decimal: String(unitAmount) as unknown as PriceRecord['unit_amount_decimal'],
  };
  return context.store.put(price);
}

/** GET /v1/prices/:id */
export async function retrievePrice(context: HandlerContext, id: string): Promise<PriceRecord> {
  return loadObject<PriceRecord>(context, id, 'price');
}

/** GET /v1/prices (`lookup_keys[]`, `active`, `product`, `type`), newest first. */
export async function listPrices(
  context: HandlerContext,
  params: FormObject,
): Promise<PriceRecord[]> {
  const lookupKeys = optionalStringArray(params, 'lookup_keys');
  const active = optionalBoolean(params, 'active');
  const product = optionalString(params, 'product');
  const type = optionalString(params, 'type');
  const filter: Record<string, unknown> = {};
  if (active !== undefined) filter.active = active;
  if (product) filter.product = product;
  if (type) filter.type = type;
  const prices = await context.store.list<PriceRecord>('price', filter);
  return lookupKeys
    ? prices.filter((price) => price.lookup_key !== null && lookupKeys.includes(price.lookup_key))
    : prices;
}
