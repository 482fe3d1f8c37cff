/**
 * The e-mails of the subscription lifecycle (issue 27 "Fair subscriptions"), plain text in the
 * recipient's language: the receipt with VAT of every paid payment, the renewal reminder 7 days
 * before a renewal (date, amount, one-click stop link), the payment reminder after a failed
 * renewal, and the acknowledgement of an EU withdrawal. Amounts are euro cents; dates are shown
 * in Dutch time.
 */
import { ProductKind, productById, VAT_PERCENT, vatCents } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';

import { nameInEmail } from '../../mail/name-in-email.js';

import type { MailMessage } from '../../mail/mailer.js';
import type { Locale } from '@rooms/i18n';

/** The recipient. */
export interface Recipient {
  to: string;
  firstName: string;
  locale: Locale;
}

const INTL_LOCALE: Record<Locale, string> = { nl: 'nl-NL', en: 'en-GB' };

/**
 * An amount for people: "€ 24,95" (nl) or "€24.95" (en).
 *
 * @param cents euro cents
 * @param locale language
 */
export function formatEuros(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

/**
 * A date for people in Dutch time: "5 december 2026" / "5 December 2026".
 *
 * @param date the instant
 * @param locale language
 */
export function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'long',
    timeZone: 'Europe/Amsterdam',
  }).format(date);
}

const KIND_NAMES: Record<Locale, Record<number, string>> = {
  nl: {
    [ProductKind.TenantPremium]: 'Premium voor huurders',
    [ProductKind.TenantSearchAccess]: 'Premium voor verhuurders',
    [ProductKind.TopAdvert]: 'Topadvertentie',
    [ProductKind.UnlockAdvert]: 'Advertentie open voor iedereen',
  },
  en: {
    [ProductKind.TenantPremium]: 'Tenant premium',
    [ProductKind.TenantSearchAccess]: 'Landlord premium',
    [ProductKind.TopAdvert]: 'Top advert',
    [ProductKind.UnlockAdvert]: 'Advert open to everyone',
  },
};

/**
 * A product's name with its duration, e.g. "Premium voor huurders, 30 dagen, verlengt maandelijks".
 *
 * @param productId a catalogue product id (an unknown id gives "Product <id>")
 * @param locale language
 */
export function productLabel(productId: number, locale: Locale): string {
  const product = productById(productId);
  if (product === undefined) return `Product ${productId}`;
  const name = KIND_NAMES[locale][product.kind] ?? `Product ${productId}`;
  const days = product.durationDays;
  const duration =
    days === null
      ? locale === 'nl'
        ? 'onbeperkt'
        : 'unlimited'
      : locale === 'nl'
        ? `${days} dagen`
        : `${days} days`;
  const renews = product.renews ? (locale === 'nl' ? ', verlengt automatisch' : ', renews') : '';
  return `${name} (${duration}${renews})`;
}

function hello(recipient: Recipient): string {
  const name = nameInEmail(recipient.firstName);
  if (recipient.locale === 'nl') return name === null ? 'Hallo,' : `Hallo ${name},`;
  return name === null ? 'Hello,' : `Hello ${name},`;
}

function closing(locale: Locale): string[] {
  return locale === 'nl' ? ['', 'Groet,', 'Rooms'] : ['', 'Kind regards,', 'Rooms'];
}

function link(siteUrl: string, path: string, query: Record<string, string>): string {
  const url = new URL(path, siteUrl);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * The receipt of a paid payment, with the VAT it contains (21%).
 *
 * @param recipient the payer
 * @param payment id, products, amount (euro cents incl. VAT) and payment time
 * @param siteUrl the site's origin, for the account link
 */
export function receiptEmail(
  recipient: Recipient,
  payment: { id: number; productIds: number[]; amountCents: number; paidAt: Date },
  siteUrl: string,
): MailMessage {
  const { locale } = recipient;
  const vat = vatCents(payment.amountCents);
  const products = payment.productIds.map((id) => `- ${productLabel(id, locale)}`);
  const account = link(siteUrl, pathFor('myAccount', locale), {});
  const nl = locale === 'nl';
  return {
    to: recipient.to,
    language: locale,
    subject: nl ? `Betalingsbewijs Rooms nr. ${payment.id}` : `Rooms receipt no. ${payment.id}`,
    text: [
      hello(recipient),
      '',
      nl
        ? 'Bedankt voor je betaling. Dit is je betalingsbewijs.'
        : 'Thank you for your payment. This is your receipt.',
      '',
      `${nl ? 'Nummer' : 'Number'}: ${payment.id}`,
      `${nl ? 'Datum' : 'Date'}: ${formatDate(payment.paidAt, locale)}`,
      ...products,
      `${nl ? 'Bedrag zonder btw' : 'Amount excluding VAT'}: ${formatEuros(payment.amountCents - vat, locale)}`,
      `${nl ? 'Btw' : 'VAT'} ${VAT_PERCENT}%: ${formatEuros(vat, locale)}`,
      `${nl ? 'Totaal' : 'Total'}: ${formatEuros(payment.amountCents, locale)}`,
      '',
      nl ? `Al je betalingen staan op ${account}` : `All your payments are listed at ${account}`,
      ...closing(locale),
    ].join('\n'),
  };
}

/**
 * The renewal reminder, sent 7 days before a renewal: when, how much, and a link that stops the
 * renewal in one click (the current period stays paid).
 *
 * @param recipient the subscriber
 * @param renewal product, renewal time and amount (euro cents incl. VAT)
 * @param stopToken the signed token of the stop link (`stop-token.ts`)
 * @param siteUrl the site's origin
 */
export function renewalReminderEmail(
  recipient: Recipient,
  renewal: { productId: number; renewsAt: Date; amountCents: number },
  stopToken: string,
  siteUrl: string,
): MailMessage {
  const { locale } = recipient;
  const nl = locale === 'nl';
  const date = formatDate(renewal.renewsAt, locale);
  const amount = formatEuros(renewal.amountCents, locale);
  const stop = link(siteUrl, pathFor('stopSubscription', locale), { token: stopToken });
  return {
    to: recipient.to,
    language: locale,
    subject: nl ? `Je abonnement wordt op ${date} verlengd` : `Your subscription renews on ${date}`,
    text: [
      hello(recipient),
      '',
      nl
        ? `Op ${date} wordt je abonnement ${productLabel(renewal.productId, locale)} verlengd voor ${amount} (incl. btw).`
        : `On ${date} your subscription ${productLabel(renewal.productId, locale)} renews for ${amount} (VAT included).`,
      '',
      nl
        ? 'Wil je niet verlengen? Stop het met één klik; je premium loopt door tot die datum:'
        : "Don't want it to renew? Stop it with one click; your premium lasts until that date:",
      '',
      stop,
      '',
      nl
        ? 'Wil je wel verlengen? Dan hoef je niets te doen.'
        : 'Want to keep it? Then there is nothing to do.',
      ...closing(locale),
    ].join('\n'),
  };
}

/**
 * The payment reminder after a failed renewal: premium stays 3 days; paying the invoice on
 * `/payment-reminder` keeps the subscription.
 *
 * @param recipient the subscriber
 * @param reminder amount (euro cents), the failed PaymentIntent and the end of the grace period
 * @param siteUrl the site's origin
 */
export function paymentReminderEmail(
  recipient: Recipient,
  reminder: { productId: number; amountCents: number; paymentIntentId: string; graceEndsAt: Date },
  siteUrl: string,
): MailMessage {
  const { locale } = recipient;
  const nl = locale === 'nl';
  const amount = formatEuros(reminder.amountCents, locale);
  const until = formatDate(reminder.graceEndsAt, locale);
  const pay = link(siteUrl, pathFor('paymentReminder', locale), {
    paymentIntentId: reminder.paymentIntentId,
  });
  return {
    to: recipient.to,
    language: locale,
    subject: nl ? 'Je verlenging is niet betaald' : 'Your renewal was not paid',
    text: [
      hello(recipient),
      '',
      nl
        ? `De verlenging van ${productLabel(reminder.productId, locale)} (${amount}) is niet gelukt.`
        : `The renewal of ${productLabel(reminder.productId, locale)} (${amount}) did not go through.`,
      nl
        ? `Je premium blijft tot ${until}. Betaal via deze link om het te houden:`
        : `Your premium stays until ${until}. Pay here to keep it:`,
      '',
      pay,
      '',
      nl
        ? 'We proberen het niet opnieuw af te schrijven. Betaal je niet, dan stopt je abonnement op die datum.'
        : 'We do not retry the charge. If you do not pay, your subscription ends on that date.',
      ...closing(locale),
    ].join('\n'),
  };
}

/**
 * The acknowledgement of an EU withdrawal: the subscription ended now and the amount is refunded.
 *
 * @param recipient the subscriber
 * @param withdrawal product, refunded amount (euro cents) and time
 */
export function withdrawalEmail(
  recipient: Recipient,
  withdrawal: { productId: number; refundedCents: number; withdrawnAt: Date },
): MailMessage {
  const { locale } = recipient;
  const nl = locale === 'nl';
  const amount = formatEuros(withdrawal.refundedCents, locale);
  return {
    to: recipient.to,
    language: locale,
    subject: nl ? 'Bevestiging van je herroeping' : 'Your withdrawal is confirmed',
    text: [
      hello(recipient),
      '',
      nl
        ? `Je hebt op ${formatDate(withdrawal.withdrawnAt, locale)} je abonnement ${productLabel(withdrawal.productId, locale)} herroepen binnen de bedenktijd van 14 dagen.`
        : `On ${formatDate(withdrawal.withdrawnAt, locale)} you withdrew from your subscription ${productLabel(withdrawal.productId, locale)} within the 14-day withdrawal period.`,
      nl
        ? `Het abonnement is direct beëindigd. We betalen ${amount} terug op de rekening of kaart waarmee je betaalde; dat duurt meestal 5 tot 10 dagen.`
        : `The subscription ended at once. We refund ${amount} to the account or card you paid with; this usually takes 5 to 10 days.`,
      ...closing(locale),
    ].join('\n'),
  };
}
