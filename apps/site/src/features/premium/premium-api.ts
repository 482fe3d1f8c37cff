/**
 * The `/premium/*` calls of the payment pages (issue 27, §7), for the server (`serverApi`,
 * `publicApi`) and the browser (`browserApi`) alike: each takes the typed Rooms client and
 * answers the contract's shapes (`premium-types.ts`, whose `kind` and `status` are the domain's
 * enums where the OpenAPI document says "integer"). Errors reject with `RoomsError` (§8), as
 * every call of the client does.
 */
import type {
  PaymentOutcome,
  PaymentStart,
  PremiumProduct,
  StandinOutcome,
  SupplyProducts,
} from './premium-types';
import type { RoomsClient } from '@rooms/api-client';

function answer<T>(data: unknown, call: string): T {
  if (data === undefined || data === null) throw new Error(`empty answer of ${call}`);
  return data as T;
}

/**
 * The account products (tenant premium and tenant-search access), `GET /premium/products`.
 *
 * @param client a Rooms client (public: the answer is the same for everyone)
 * @returns the products, in catalogue order
 */
export async function fetchProducts(client: RoomsClient): Promise<readonly PremiumProduct[]> {
  const { data } = await client.GET('/premium/products');
  return answer<{ products: PremiumProduct[] }>(data, 'GET /premium/products').products;
}

/**
 * The boosts of one of the landlord's adverts and what is active, `GET /premium/supplyproducts`.
 *
 * @param client the signed-in landlord's client
 * @param listingID the advert (another landlord's → `RoomsError` 404)
 */
export async function fetchSupplyProducts(
  client: RoomsClient,
  listingID: number,
): Promise<SupplyProducts> {
  const { data } = await client.GET('/premium/supplyproducts', {
    params: { query: { listingID } },
  });
  return answer<SupplyProducts>(data, 'GET /premium/supplyproducts');
}

/**
 * Starts (or resumes) paying for one account product, `POST /premium/paymentstep1`.
 *
 * @param client the signed-in user's client
 * @param productId the §3 product id (unknown → 400; an active membership → 1115)
 */
export async function startPayment(client: RoomsClient, productId: number): Promise<PaymentStart> {
  const { data } = await client.POST('/premium/paymentstep1', {
    params: { query: { selectedProduct: productId, selectedProductRatePlan: productId } },
    body: {},
  });
  return answer<PaymentStart>(data, 'POST /premium/paymentstep1');
}

/**
 * Starts paying for an advert's boosts, `POST /premium/supplyproducts`.
 *
 * @param client the signed-in landlord's client
 * @param listingID the landlord's advert
 * @param productIds 1–2 advert product ids: at most one top advert and one unlock
 */
export async function startBoostPayment(
  client: RoomsClient,
  listingID: number,
  productIds: readonly number[],
): Promise<PaymentStart> {
  const { data } = await client.POST('/premium/supplyproducts', {
    body: { listingID, selectedProductIdList: [...productIds] },
  });
  return answer<PaymentStart>(data, 'POST /premium/supplyproducts');
}

/**
 * Starts paying a failed renewal now, `POST /stripe/createreminderpaymentintent`.
 *
 * @param client the signed-in user's client
 * @param paymentIntentId the failed renewal's PaymentIntent (`pi_…`) from the reminder e-mail
 */
export async function startReminderPayment(
  client: RoomsClient,
  paymentIntentId: string,
): Promise<PaymentStart> {
  const { data } = await client.POST('/stripe/createreminderpaymentintent', {
    params: { query: { paymentIntentId } },
  });
  return answer<PaymentStart>(data, 'POST /stripe/createreminderpaymentintent');
}

/** How `/paymentstatus` names its payment: Rooms' id, or Stripe's client secret on its return. */
export type PaymentReference = { paymentId: number } | { clientSecret: string };

/**
 * The outcome of one of the user's payments, `GET /premium/paymentstepfinal`.
 *
 * @param client the signed-in user's client
 * @param reference the payment's id or its PaymentIntent's client secret
 */
export async function fetchPaymentOutcome(
  client: RoomsClient,
  reference: PaymentReference,
): Promise<PaymentOutcome> {
  const query =
    'paymentId' in reference
      ? { paymentId: reference.paymentId }
      : { payment_intent_client_secret: reference.clientSecret };
  const { data } = await client.GET('/premium/paymentstepfinal', {
    params: { query },
  });
  return answer<PaymentOutcome>(data, 'GET /premium/paymentstepfinal');
}

/**
 * Confirms a PaymentIntent with the chosen outcome through the local stand-in (development and
 * CI only; `POST /premium/standin/confirm`, a 404 with real Stripe).
 *
 * @param client the signed-in user's client
 * @param clientSecret the PaymentIntent's client secret (must be the user's)
 * @param outcome what the payment does
 * @returns the PaymentIntent's id and new status
 */
export async function confirmWithStandin(
  client: RoomsClient,
  clientSecret: string,
  outcome: StandinOutcome,
): Promise<{ paymentIntentId: string; status: string }> {
  const { data } = await client.POST('/premium/standin/confirm', {
    // No method named: one-off products allow no SEPA debit (instant methods only), and
    // "processing" is what a SEPA debit looks like to the site either way.
    body: { clientSecret, outcome },
  });
  return answer<{ paymentIntentId: string; status: string }>(data, 'POST /premium/standin/confirm');
}

/**
 * A started payment again, to pay it now (`GET /premium/paymentstep2`): a reminder's renewal
 * payment, or a payment left open.
 *
 * @param client the signed-in user's client
 * @param paymentId one of the user's payments (another's → `RoomsError` 404)
 */
export async function resumePayment(client: RoomsClient, paymentId: number): Promise<PaymentStart> {
  const { data } = await client.GET('/premium/paymentstep2', { params: { query: { paymentId } } });
  return answer<PaymentStart>(data, 'GET /premium/paymentstep2');
}
