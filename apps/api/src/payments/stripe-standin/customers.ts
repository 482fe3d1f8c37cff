/** `/v1/customers`: create, retrieve, update. */
import { loadObject, type HandlerContext } from './context.js';
import { newId } from './ids.js';
import { mergeMetadata, optionalString, optionalStringArray } from './params.js';

import type { FormObject } from './form-body.js';
import type { CustomerRecord } from './models.js';

/** POST /v1/customers (`email`, `name`, `description`, `metadata`, `preferred_locales`). */
export async function createCustomer(
  context: HandlerContext,
  params: FormObject,
): Promise<CustomerRecord> {
  const customer: CustomerRecord = {
    id: newId('cus'),
    object: 'customer',
    created: context.now,
    email: optionalString(params, 'email') ?? null,
    name: optionalString(params, 'name') ?? null,
    description: optionalString(params, 'description') ?? null,
    metadata: mergeMetadata({}, params),
    livemode: false,
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    preferred_locales: optionalStringArray(params, 'preferred_locales') ?? [],
    balance: 0,
    default_source: null,
    shipping: null,
  };
  return context.store.put(customer);
}

/** GET /v1/customers/:id */
export async function retrieveCustomer(
  context: HandlerContext,
  id: string,
): Promise<CustomerRecord> {
  return loadObject<CustomerRecord>(context, id, 'customer');
}

/** POST /v1/customers/:id (`email`, `name`, `description`, `metadata`, `preferred_locales`). */
export async function updateCustomer(
  context: HandlerContext,
  id: string,
  params: FormObject,
): Promise<CustomerRecord> {
  const customer = await loadObject<CustomerRecord>(context, id, 'customer');
  const email = optionalString(params, 'email');
  const name = optionalString(params, 'name');
  const description = optionalString(params, 'description');
  const locales = optionalStringArray(params, 'preferred_locales');
  return context.store.put({
    ...customer,
    email: email === undefined ? customer.email : email || null,
    name: name === undefined ? customer.name : name || null,
    description: description === undefined ? customer.description : description || null,
    preferred_locales: locales ?? customer.preferred_locales,
    metadata: mergeMetadata(customer.metadata, params),
  });
}
