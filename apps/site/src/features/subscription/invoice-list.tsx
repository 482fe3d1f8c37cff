import { PaymentStatus } from '@rooms/domain';
import { formatEuroCents } from '@rooms/ui/search-format';

import { formatDate } from '../../client/long-date';

import { fill } from './fill';
import { productLabel } from './subscription-format';
import styles from './subscription.module.css';

import type { Invoice } from './subscription-api';
import type { SubscriptionTexts } from './subscription-texts';
import type { Locale } from '@rooms/i18n';

/** Which status word a PaymentStatus (§3) gets on the invoices list. */
export function invoiceStatusKey(status: number): keyof SubscriptionTexts['invoices']['statuses'] {
  switch (status) {
    case PaymentStatus.Paid:
      return 'paid';
    case PaymentStatus.Refund:
      return 'refunded';
    case PaymentStatus.Chargeback:
      return 'chargeback';
    case PaymentStatus.Processing:
    case PaymentStatus.PendingAndSuccess:
    case PaymentStatus.PendingInput:
      return 'processing';
    default:
      return 'failed';
  }
}

/**
 * The invoices of `/my-account` (`GET /premium/invoices`): date, products, amount with its VAT
 * and status, newest first; one line per payment that wraps on phones.
 */
export function InvoiceList({
  locale,
  invoices,
  texts,
}: {
  readonly locale: Locale;
  readonly invoices: readonly Invoice[];
  readonly texts: SubscriptionTexts;
}) {
  const words = {
    kinds: texts.products.kinds,
    days: (count: number) =>
      fill(count === 1 ? texts.products.dayOne : texts.products.dayOther, { count }),
    unlimited: texts.products.unlimited,
    renews: texts.products.renews,
  };
  return (
    <>
      <h3 className={styles.invoicesHeading}>{texts.invoices.heading}</h3>
      {invoices.length === 0 ? (
        <p data-testid="invoices-empty">{texts.invoices.empty}</p>
      ) : (
        <ul className={styles.invoices} data-testid="invoices">
          {invoices.map((invoice) => (
            <li key={invoice.paymentId} className={styles.invoice}>
              <span>{invoice.productIds.map((id) => productLabel(id, words)).join(', ')}</span>
              <span className={styles.amount}>{formatEuroCents(invoice.amountCents, locale)}</span>
              <span className={styles.invoiceMeta}>
                {formatDate(invoice.paidAt ?? invoice.createdAt, locale)} ·{' '}
                {texts.invoices.statuses[invoiceStatusKey(invoice.status)]}
              </span>
              <span className={`${styles.invoiceMeta} ${styles.amount}`}>
                {texts.invoices.vat} {formatEuroCents(invoice.vatCents, locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
