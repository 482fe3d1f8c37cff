import { useTranslation } from '@rooms/i18n/client';
import { ProductOffer } from '@rooms/ui/product-offer';
import { expect, within } from 'storybook/test';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** Controls of the product offer story. */
interface ProductOfferStoryProps {
  /** Price of the monthly product, euro cents. */
  monthlyCents: number;
}

function euro(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

function ProductOfferStory({ monthlyCents }: ProductOfferStoryProps) {
  const { t, i18n } = useTranslation('premium');
  const locale = i18n.language;
  return (
    <div
      style={{
        display: 'grid',
        gap: 16,
        padding: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
      }}
    >
      <ProductOffer
        name={t('product.name.258')}
        price={euro(monthlyCents, locale)}
        perMonth={t('product.perMonth', { price: euro(monthlyCents, locale) })}
        term={t('product.renews', { count: 1 })}
        vat={t('product.vat', { vat: euro(433, locale) })}
        href="#258"
        chooseLabel={t('choose.choose')}
        chooseName={t('choose.chooseNamed', { name: t('product.name.258') })}
        highlighted
      />
      <ProductOffer
        name={t('product.name.260')}
        price={euro(8995, locale)}
        perMonth={t('product.perMonth', { price: euro(1499, locale) })}
        term={t('product.once', { days: 180 })}
        href="#260"
        chooseLabel={t('choose.choose')}
        chooseName={t('choose.chooseNamed', { name: t('product.name.260') })}
      />
      <ProductOffer
        name={t('product.name.247')}
        price={euro(2495, locale)}
        term={t('product.unlimited')}
        href="#247"
        chooseLabel={t('choose.choose')}
        chooseName={t('choose.chooseNamed', { name: t('product.name.247') })}
      />
    </div>
  );
}

/**
 * The products of `/premium-account-payment` (issue 27): price, price per month, whether it
 * renews (and that it stops any time), VAT and the link to pay; the recommended one highlighted;
 * an unlimited advert product without a per-month price.
 */
const meta = {
  title: 'Premium/ProductOffer',
  component: ProductOfferStory,
  args: { monthlyCents: 2495 },
} satisfies Meta<typeof ProductOfferStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: monthly renewing, six months once, and a top advert until the advert ends. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Premium per maand' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Wordt elke maand verlengd tot je stopt. Altijd stopbaar, zonder opzegtermijn.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kies Premium 6 maanden' })).toHaveAttribute(
      'href',
      '#260',
    );
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lasts 180 days and ends by itself: no renewal.')).toBeVisible();
    await expect(canvas.getByText('Lasts until the advert ends: no renewal.')).toBeVisible();
  },
};
