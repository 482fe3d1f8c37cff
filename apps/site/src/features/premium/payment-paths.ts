/**
 * Where the payment pages lead (issue 27, §2): the pay page of a product, the outcome page a
 * payment returns to, and the page after it (`returnTo`: back to a reaction, My adverts …).
 * `returnTo` is only ever a path of this site that the route table knows (against open
 * redirects), never a sign-in or payment page.
 */
import { sanitizeReturnUrl } from '@rooms/domain';
import { matchRoute, pathFor } from '@rooms/i18n';

import type { Locale, RouteKey } from '@rooms/i18n';

/** A query value as Next.js hands it to a page. */
export type QueryValue = string | string[] | undefined;

/** Pages a payment never returns to: they would loop or undo it. */
const NO_RETURN: ReadonlySet<RouteKey> = new Set([
  'login',
  'register',
  'passwordReset',
  'oauthSignout',
  'makePayment',
  'paymentStatus',
  'paymentReminder',
]);

/** The first value of a query parameter. */
export function firstValue(value: QueryValue | null): string | undefined {
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}

/**
 * The `returnTo` of a payment page's query, when it is a usable page of this site.
 *
 * @param value the raw query value (`returnTo`)
 * @returns a same-site path (with its query), or undefined
 */
export function returnToFrom(value: QueryValue | null): string | undefined {
  const raw = firstValue(value);
  if (raw === undefined || raw === '') return undefined;
  const safe = sanitizeReturnUrl(raw);
  if (safe !== raw) return undefined;
  const match = matchRoute(safe.split(/[?#]/)[0] ?? safe);
  return match === null || NO_RETURN.has(match.route) ? undefined : safe;
}

/**
 * A positive integer id from a query value (`selectedProduct`, `paymentId`, `listingID`).
 *
 * @param value the raw query value
 * @returns the id, or undefined when it is not a positive safe integer in plain digits
 */
export function idFrom(value: QueryValue | null): number | undefined {
  const raw = firstValue(value);
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * The pay page of a product (§2 `/premium-account-payment/make-payment?selectedProduct=
 * &selectedProductRatePlan=`), keeping where to go afterwards.
 *
 * @param locale the page's language
 * @param productId the §3 product id
 * @param returnTo a path from {@link returnToFrom}, if any
 */
export function makePaymentPath(locale: Locale, productId: number, returnTo?: string): string {
  return pathFor('makePayment', locale, undefined, {
    selectedProduct: String(productId),
    selectedProductRatePlan: String(productId),
    ...(returnTo === undefined ? {} : { returnTo }),
  });
}

/**
 * The outcome page a payment returns to (§2 `/paymentstatus`). Stripe (and the stand-in form)
 * add `payment_intent`, `payment_intent_client_secret` and `redirect_status` to it.
 *
 * @param locale the page's language
 * @param paymentId Rooms' payment id
 * @param returnTo where the outcome page leads on, if anywhere in particular
 */
export function paymentStatusPath(locale: Locale, paymentId: number, returnTo?: string): string {
  return pathFor('paymentStatus', locale, undefined, {
    paymentId: String(paymentId),
    ...(returnTo === undefined ? {} : { returnTo }),
  });
}

/**
 * Adds Stripe's return parameters to a return address, as Stripe's redirect does.
 *
 * @param returnUrl a path or absolute URL
 * @param paymentIntentId the PaymentIntent (`pi_…`)
 * @param clientSecret its client secret
 * @param redirectStatus `succeeded`, `processing` or `failed`
 * @returns the address with `payment_intent`, `payment_intent_client_secret`, `redirect_status`
 */
export function withStripeReturn(
  returnUrl: string,
  paymentIntentId: string,
  clientSecret: string,
  redirectStatus: string,
): string {
  const url = new URL(returnUrl, 'http://return.invalid');
  url.searchParams.set('payment_intent', paymentIntentId);
  url.searchParams.set('payment_intent_client_secret', clientSecret);
  url.searchParams.set('redirect_status', redirectStatus);
  return url.origin === 'http://return.invalid' ? `${url.pathname}${url.search}` : url.toString();
}
