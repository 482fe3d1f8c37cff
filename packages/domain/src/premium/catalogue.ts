/**
 * The product catalogue (issue 27, §3 "Product ids", §9 default product): what each product
 * costs, how long it lasts, whether it renews and what it unlocks. Prices are euro cents
 * including 21% Dutch VAT; the API charges exactly these amounts and the site shows them.
 */
import { ProductId } from '../enums/payment';

/** What a product unlocks (numbers ours; §3 names the products, not their kinds). */
export const ProductKind = {
  /** Tenant premium: react to every advert. */
  TenantPremium: 1,
  /** Landlord premium (241/242): contact tenants from the tenant search. */
  TenantSearchAccess: 2,
  /** TopAdvert (245–247): the advert is shown in the top-advert slot of search results. */
  TopAdvert: 3,
  /** UnlockAdvert (249–251): tenants without premium may react to the advert. */
  UnlockAdvert: 4,
} as const;
/** One of the {@link ProductKind} values. */
export type ProductKind = (typeof ProductKind)[keyof typeof ProductKind];

/** One product of the catalogue. */
export interface Product {
  id: ProductId;
  kind: ProductKind;
  /** Price in euro cents, 21% VAT included. */
  priceCents: number;
  /** How long one purchase (or one renewal period) lasts, days; null = until the advert ends. */
  durationDays: number | null;
  /** Whether it is a subscription that renews at the end of each period until stopped. */
  renews: boolean;
}

/** Dutch VAT rate of every product, percent (§9: revenue = price / 1.21). */
export const VAT_PERCENT = 21;

/** Days in a "month" of the catalogue (one-month products last 30 days). */
const MONTH_DAYS = 30;

/**
 * The catalogue. Prices chosen to beat the peers' (Kamernet, 2026: €38 per 4 weeks renewing,
 * €75 per 12 weeks, €98 per 6 months once): per month every tenant product is cheaper.
 */
export const PRODUCTS: readonly Product[] = [
  {
    id: ProductId.PremiumOneMonthTenant,
    kind: ProductKind.TenantPremium,
    priceCents: 2495,
    durationDays: MONTH_DAYS,
    renews: true,
  },
  {
    id: ProductId.PremiumThreeMonthsTenant,
    kind: ProductKind.TenantPremium,
    priceCents: 5995,
    durationDays: 3 * MONTH_DAYS,
    renews: true,
  },
  {
    id: ProductId.PremiumOneMonthNoRenewal,
    kind: ProductKind.TenantPremium,
    priceCents: 2995,
    durationDays: MONTH_DAYS,
    renews: false,
  },
  {
    id: ProductId.PremiumThreeMonthsTenantNoRenewal,
    kind: ProductKind.TenantPremium,
    priceCents: 6995,
    durationDays: 3 * MONTH_DAYS,
    renews: false,
  },
  {
    id: ProductId.PremiumSixMonthsTenantNoRenewal,
    kind: ProductKind.TenantPremium,
    priceCents: 8995,
    durationDays: 6 * MONTH_DAYS,
    renews: false,
  },
  // FreshStart: a short, cheap restart for a tenant whose premium ended (ours: 14 days, once).
  {
    id: ProductId.FreshStart,
    kind: ProductKind.TenantPremium,
    priceCents: 995,
    durationDays: 14,
    renews: false,
  },
  {
    id: ProductId.PremiumOneMonthLandlords,
    kind: ProductKind.TenantSearchAccess,
    priceCents: 2995,
    durationDays: MONTH_DAYS,
    renews: true,
  },
  {
    id: ProductId.Premium15DaysLandlords,
    kind: ProductKind.TenantSearchAccess,
    priceCents: 1795,
    durationDays: 15,
    renews: false,
  },
  {
    id: ProductId.TopAdvert3Days,
    kind: ProductKind.TopAdvert,
    priceCents: 495,
    durationDays: 3,
    renews: false,
  },
  {
    id: ProductId.TopAdvert7Days,
    kind: ProductKind.TopAdvert,
    priceCents: 995,
    durationDays: 7,
    renews: false,
  },
  {
    id: ProductId.TopAdvertUnlimited,
    kind: ProductKind.TopAdvert,
    priceCents: 2495,
    durationDays: null,
    renews: false,
  },
  {
    id: ProductId.UnlockAdvert3Days,
    kind: ProductKind.UnlockAdvert,
    priceCents: 395,
    durationDays: 3,
    renews: false,
  },
  {
    id: ProductId.UnlockAdvert7Days,
    kind: ProductKind.UnlockAdvert,
    priceCents: 695,
    durationDays: 7,
    renews: false,
  },
  {
    id: ProductId.UnlockAdvertUnlimited,
    kind: ProductKind.UnlockAdvert,
    priceCents: 1495,
    durationDays: null,
    renews: false,
  },
];

const BY_ID = new Map<number, Product>(PRODUCTS.map((product) => [product.id, product]));

/**
 * The product of an id.
 *
 * @param id any number (e.g. a query parameter)
 * @returns the product, or undefined when the id is not in the catalogue
 */
export function productById(id: number): Product | undefined {
  return BY_ID.get(id);
}

/** Products an advert can be boosted with (`/premium/supplyproducts`, the wizard's step). */
export const ADVERT_PRODUCT_KINDS: readonly ProductKind[] = [
  ProductKind.TopAdvert,
  ProductKind.UnlockAdvert,
];

/**
 * Whether a product is bought for an advert (TopAdvert, UnlockAdvert) rather than an account.
 *
 * @param product a catalogue product
 * @returns true for advert products
 */
export function isAdvertProduct(product: Product): boolean {
  return ADVERT_PRODUCT_KINDS.includes(product.kind);
}

/**
 * Price per month of a product, euro cents rounded to the nearest cent (a month = 30 days), for
 * "€ x per month" next to every period product.
 *
 * @param product a catalogue product
 * @returns euro cents per 30 days, or null for a product without a duration (unlimited)
 */
export function pricePerMonthCents(product: Product): number | null {
  if (product.durationDays === null) return null;
  return Math.round((product.priceCents * MONTH_DAYS) / product.durationDays);
}

/**
 * VAT contained in a price including VAT, euro cents (for receipts): price − price / 1.21,
 * rounded to the nearest cent.
 *
 * @param priceCents a price including {@link VAT_PERCENT}% VAT, euro cents
 * @returns the VAT part, euro cents
 */
export function vatCents(priceCents: number): number {
  return priceCents - Math.round((priceCents * 100) / (100 + VAT_PERCENT));
}
