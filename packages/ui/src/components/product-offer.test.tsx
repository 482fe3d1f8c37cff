import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ProductOffer } from './product-offer';

describe('ProductOffer', () => {
  it('shows name, price, per month, term and VAT, and links on with a named link', () => {
    render(
      <ProductOffer
        name="Premium monthly"
        price="€24.95"
        perMonth="€24.95 per month"
        term="Renews every month until you stop it."
        vat="Including €4.33 VAT"
        href="/en/premium-account-payment/make-payment?selectedProduct=258"
        chooseLabel="Choose"
        chooseName="Choose Premium monthly"
        productId={258}
        testId="offer"
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Premium monthly' })).toBeTruthy();
    expect(screen.getByText('€24.95')).toBeTruthy();
    expect(screen.getByText('€24.95 per month')).toBeTruthy();
    expect(screen.getByText('Renews every month until you stop it.')).toBeTruthy();
    expect(screen.getByText('Including €4.33 VAT')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Choose Premium monthly' });
    expect(link.getAttribute('href')).toBe(
      '/en/premium-account-payment/make-payment?selectedProduct=258',
    );
    expect(link.textContent).toBe('Choose');
    expect(screen.getByTestId('offer').getAttribute('data-product-id')).toBe('258');
  });

  it('leaves out the per-month and VAT lines it is not given', () => {
    render(
      <ProductOffer
        name="Top advert until the advert ends"
        price="€24.95"
        term="Lasts until the advert ends."
        href="#"
        chooseLabel="Choose"
        chooseName="Choose it"
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    expect(screen.queryByText(/per month/)).toBeNull();
    expect(screen.queryByText(/VAT/)).toBeNull();
  });
});
