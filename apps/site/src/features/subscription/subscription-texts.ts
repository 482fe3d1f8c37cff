import { RESOURCES } from '@rooms/i18n';

import type { Locale } from '@rooms/i18n';

/**
 * The texts of the subscription parts (the Premium section of `/my-account`, the stop page), in
 * one language, read on the server from the server-only `subscription` namespace and handed to
 * the client parts as props. Texts with `{{date}}` / `{{amount}}` are filled in by `fill` (`fill.ts`). Server-only: it
 * reads the bundled texts of every namespace, which must never reach the browser.
 */
export interface SubscriptionTexts {
  section: {
    none: string;
    premiumUntil: string;
    noPremium: string;
    buy: string;
    product: string;
    renewsOn: string;
    endsOn: string;
    pastDue: string;
    stop: string;
    resume: string;
    stopped: string;
    resumed: string;
    failed: string;
  };
  withdraw: {
    button: string;
    intro: string;
    question: string;
    confirm: string;
    cancel: string;
    done: string;
    over: string;
  };
  invoices: {
    heading: string;
    empty: string;
    date: string;
    product: string;
    amount: string;
    vat: string;
    status: string;
    statuses: Record<'paid' | 'refunded' | 'chargeback' | 'processing' | 'failed', string>;
  };
  products: {
    kinds: Record<number, string>;
    /** "{{count}} days" for 1 and for more, filled by the caller. */
    dayOne: string;
    dayOther: string;
    unlimited: string;
    renews: string;
  };
  stopPage: {
    working: string;
    stopped: string;
    invalid: string;
    failed: string;
    retry: string;
    resume: string;
    resumed: string;
    account: string;
    noToken: string;
  };
}

/**
 * The texts in `locale`, placeholders kept for `fill` (`fill.ts`) (the bundled messages themselves:
 * nothing to interpolate on the server).
 *
 * @param locale the page's language
 */
export function subscriptionTexts(locale: Locale): SubscriptionTexts {
  const m = RESOURCES[locale].subscription;
  return {
    section: { ...m.section },
    withdraw: { ...m.withdraw },
    invoices: { ...m.invoices, statuses: { ...m.invoices.statuses } },
    products: {
      kinds: { 1: m.products.kind1, 2: m.products.kind2, 3: m.products.kind3, 4: m.products.kind4 },
      dayOne: m.products.days_one,
      dayOther: m.products.days_other,
      unlimited: m.products.unlimited,
      renews: m.products.renews,
    },
    stopPage: { ...m.stopPage },
  };
}
