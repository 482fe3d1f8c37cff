/**
 * What `/paymentstatus` shows for an outcome (issue 27): the message, a detail line (until
 * when premium or the boost runs) and the links onward: back to the reaction or My adverts,
 * "try again" after a failure, and the search. Pure; texts from the `premium` and `errors` `t`.
 */
import {
  buildSearchCategoryAndCity,
  isAdvertProduct,
  productById,
  SearchListingType,
} from '@rooms/domain';
import { matchRoute, pathFor } from '@rooms/i18n';
import { formatIsoDate } from '@rooms/ui/search-format';

import { makePaymentPath } from './payment-paths';
import { paymentStatusMessage } from './payment-status-view';

import type { PaymentTone } from './payment-status-view';
import type { PaymentOutcome } from './premium-types';
import type { PremiumT } from './product-view';
import type { Locale } from '@rooms/i18n';
import type { NavLinkItem } from '@rooms/ui/site-footer';
import type { TFunction } from 'i18next';

/** The outcome page's content. */
export interface OutcomeView {
  readonly message: string;
  readonly detail: string | undefined;
  readonly tone: PaymentTone;
  /** Whether the page asks again shortly (the payment may still change by itself). */
  readonly poll: boolean;
  readonly links: readonly NavLinkItem[];
}

function isAdvertPayment(outcome: PaymentOutcome): boolean {
  return outcome.productIds.some((id) => {
    const product = productById(id);
    return product !== undefined && isAdvertProduct(product);
  });
}

function detailOf(outcome: PaymentOutcome, tone: PaymentTone, t: PremiumT, locale: Locale) {
  if (tone !== 'success' || outcome.entitlementEndsAt === undefined) return undefined;
  const advert = isAdvertPayment(outcome);
  if (outcome.entitlementEndsAt === null) return advert ? t('status.boostUnlimited') : undefined;
  const date = formatIsoDate(outcome.entitlementEndsAt.slice(0, 10), locale);
  return advert ? t('status.boostUntil', { date }) : t('status.premiumUntil', { date });
}

/**
 * The outcome page's content for one payment.
 *
 * @param outcome `GET /premium/paymentstepfinal`'s answer
 * @param returnTo a checked same-site path to go back to (`returnToFrom`), if any
 * @param texts the `premium` and `errors` namespaces' `t` and the page's language
 * @returns message, detail, tone, polling and links
 */
export function outcomeView(
  outcome: PaymentOutcome,
  returnTo: string | undefined,
  texts: { t: PremiumT; tErrors: TFunction<'errors'>; locale: Locale },
): OutcomeView {
  const { t, tErrors, locale } = texts;
  const status = paymentStatusMessage(outcome.status, outcome.code);
  const message =
    status.source === 'code'
      ? tErrors(String(status.code) as 'unknown')
      : t(`status.message.${status.key}`);
  const advert = isAdvertPayment(outcome);
  const returnRoute = returnTo === undefined ? null : matchRoute(returnTo.split('?')[0] ?? '');
  const links: NavLinkItem[] = [];
  if (status.tone === 'error') {
    const first = outcome.productIds[0];
    links.push({
      label: t('status.tryAgain'),
      href:
        advert || first === undefined
          ? pathFor(advert ? 'myAdverts' : 'premiumAccountPayment', locale)
          : makePaymentPath(locale, first, returnTo),
    });
  }
  if (returnTo !== undefined && returnRoute?.route === 'reactToListing')
    links.push({ label: t('status.toReaction'), href: returnTo });
  if (advert)
    links.push({
      label: t('status.toMyAdverts'),
      href:
        returnRoute?.route === 'myAdverts' && returnTo !== undefined
          ? returnTo
          : pathFor('myAdverts', locale),
    });
  links.push({
    label: t('status.toSearch'),
    href: pathFor('search', locale, {
      searchCategoryAndCity: buildSearchCategoryAndCity(SearchListingType.Room, '', locale),
    }),
  });
  return {
    message,
    detail: detailOf(outcome, status.tone, t, locale),
    tone: status.tone,
    poll: status.poll,
    links,
  };
}

/** Stripe's `redirect_status` values that say the browser saw the payment go through. */
const PASSED_IN_BROWSER: readonly string[] = ['succeeded', 'processing'];

/**
 * The outcome while the database has not caught up with the browser: Stripe (or the stand-in)
 * sent the buyer back saying the payment went through, but the webhook that records it may not
 * be handled yet, so the database can still hold the previous attempt's failure. Then the page
 * says it is checking and keeps asking, instead of showing that stale failure.
 *
 * @param view the outcome from the database
 * @param redirectStatus the `redirect_status` of the return address, if any
 * @param t the `premium` namespace's `t`
 * @returns `view`, or a polling "we are checking your payment" while the two disagree
 */
export function awaitingWebhook(
  view: OutcomeView,
  redirectStatus: string | undefined,
  t: PremiumT,
): OutcomeView {
  if (redirectStatus === undefined || !PASSED_IN_BROWSER.includes(redirectStatus)) return view;
  if (view.tone !== 'error') return view;
  return {
    message: t('status.checking'),
    detail: undefined,
    tone: 'pending',
    poll: true,
    links: [],
  };
}
