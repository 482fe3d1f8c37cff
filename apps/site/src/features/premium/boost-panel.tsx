import Alert from '@mui/material/Alert';
import { getT, pageResources } from '@rooms/i18n';
import { I18nProvider } from '@rooms/i18n/client';

import { env } from '../../env';
import { serverApi } from '../../server/rooms-api';

import { BoostForm } from './boost-form';
import { boostOptions } from './boost-options';
import { fetchSupplyProducts } from './premium-api';

import type { Locale } from '@rooms/i18n';

/** Props of {@link BoostPanel}. */
export interface BoostPanelProps {
  readonly locale: Locale;
  readonly listingID: number;
  /** Where the outcome page leads on after paying. */
  readonly returnTo: string;
  /** Where "Skip" leads. */
  readonly skipHref: string;
}

/**
 * The boosts of one of the landlord's adverts (issue 27), read on the server
 * (`GET /premium/supplyproducts`; another landlord's advert is a 404 from the API) and handed
 * to the {@link BoostForm} in the page's language.
 */
export async function BoostPanel({ locale, listingID, returnTo, skipHref }: BoostPanelProps) {
  const t = await getT(locale, 'premium');
  let supply;
  try {
    supply = await fetchSupplyProducts(await serverApi(locale), listingID);
  } catch (error) {
    console.warn('GET /premium/supplyproducts failed', error);
    return <Alert severity="error">{t('boost.unavailable')}</Alert>;
  }
  return (
    <I18nProvider locale={locale} resources={pageResources(locale, ['premium'])}>
      <BoostForm
        listingID={listingID}
        options={boostOptions(supply, t, locale, new Date())}
        returnTo={returnTo}
        skipHref={skipHref}
        publishableKey={env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY}
      />
    </I18nProvider>
  );
}
