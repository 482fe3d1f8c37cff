import { isAdvertProduct, productById } from '@rooms/domain';
import { getT, pathFor } from '@rooms/i18n';
import { routeAlternates } from '@rooms/ui/shell-content';

import { accountPageLocale } from '../../../../../features/account/account-page';
import { PayView, startPayState } from '../../../../../features/premium/pay-view';
import {
  idFrom,
  makePaymentPath,
  returnToFrom,
} from '../../../../../features/premium/payment-paths';
import { resumePayment, startPayment } from '../../../../../features/premium/premium-api';
import { productName } from '../../../../../features/premium/product-view';
import { requireUser } from '../../../../../server/require-user';
import { serverApi } from '../../../../../server/rooms-api';
import { metadataAlternates } from '../../../../../shell/alternates';

import type { PayState } from '../../../../../features/premium/pay-view';
import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/premium-account-payment/make-payment'>;

/** Title in the page's language; private, so not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await accountPageLocale(params);
  const t = await getT(locale, 'premium');
  return {
    title: t('pay.heading'),
    alternates: metadataAlternates(locale, routeAlternates('makePayment')),
    robots: { index: false, follow: false },
  };
}

/**
 * Pay for an account product (§2 `/premium-account-payment/make-payment?selectedProduct=
 * &selectedProductRatePlan=`, private; issue 27): starts (or resumes) the payment with
 * `POST /premium/paymentstep1` and shows the payment form, which returns to `/paymentstatus`
 * (then on to `returnTo`, e.g. the reaction the tenant came from). An unknown or advert product
 * leads back to the products; `?paymentId=` pays a payment started elsewhere again
 * (`GET /premium/paymentstep2`: a reminder's renewal). The API's refusals (1115 active membership, 1125 open invoice)
 * are said in the user's language.
 */
export default async function MakePaymentPage({ params, searchParams }: Props) {
  const locale = await accountPageLocale(params);
  const query = await searchParams;
  const productId = idFrom(query.selectedProduct);
  const paymentId = idFrom(query.paymentId);
  const returnTo = returnToFrom(query.returnTo);
  await requireUser(
    locale,
    paymentId !== undefined
      ? pathFor('makePayment', locale, undefined, { paymentId: String(paymentId) })
      : productId === undefined
        ? pathFor('makePayment', locale)
        : makePaymentPath(locale, productId, returnTo),
  );
  const t = await getT(locale, 'premium');
  if (paymentId !== undefined) {
    // A payment started elsewhere (the renewal of a payment-reminder link), paid now.
    const api = await serverApi(locale);
    return (
      <PayView
        locale={locale}
        alternates={routeAlternates('makePayment')}
        heading={t('reminder.heading')}
        intro={t('reminder.intro')}
        state={await startPayState(() => resumePayment(api, paymentId), locale)}
        problemLink={{ label: t('pay.toProducts'), href: pathFor('premiumAccountPayment', locale) }}
      />
    );
  }
  const product = productId === undefined ? undefined : productById(productId);
  let state: PayState;
  if (product === undefined || isAdvertProduct(product)) {
    state = { kind: 'problem', message: t('pay.unknownProduct'), code: null };
  } else {
    const api = await serverApi(locale);
    state = await startPayState(() => startPayment(api, product.id), locale);
  }
  return (
    <PayView
      locale={locale}
      alternates={routeAlternates('makePayment')}
      heading={
        product === undefined
          ? t('pay.heading')
          : `${t('pay.heading')}: ${productName(t, product.id)}`
      }
      state={state}
      returnTo={returnTo}
      problemLink={{ label: t('pay.toProducts'), href: pathFor('premiumAccountPayment', locale) }}
    />
  );
}
