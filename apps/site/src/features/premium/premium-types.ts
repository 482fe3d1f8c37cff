/**
 * The shapes of the `/premium/*` answers the site reads (issue 27, payments contract §B; §7).
 * Amounts are integer euro cents; dates are ISO 8601 strings (UTC).
 */
import type { PaymentStatus, ProductKind } from '@rooms/domain';

/** One product as `GET /premium/products` and `GET /premium/supplyproducts` answer it. */
export interface PremiumProduct {
  /** §3 product id, e.g. 258. */
  readonly id: number;
  /** What it unlocks (`ProductKind` of `@rooms/domain`). */
  readonly kind: ProductKind;
  /** Price, euro cents, 21% VAT included. */
  readonly priceCents: number;
  /** The VAT in that price, euro cents. */
  readonly vatCents: number;
  /** Length of one period, days; null = until the advert ends. */
  readonly durationDays: number | null;
  /** Whether it is a subscription that renews until stopped. */
  readonly renews: boolean;
  /** Price per 30 days, euro cents; null for unlimited products. */
  readonly pricePerMonthCents: number | null;
}

/** A started payment (`POST /premium/paymentstep1`, `/premium/supplyproducts`, reminders). */
export interface PaymentStart {
  readonly paymentId: number;
  /** Stripe's client secret of the PaymentIntent to confirm in the browser. */
  readonly clientSecret: string;
  /** Amount, euro cents. */
  readonly amountCents: number;
  readonly productIds: readonly number[];
  readonly renews: boolean;
  readonly paymentMethodTypes: readonly string[];
  readonly status: PaymentStatus;
}

/** The outcome of a payment (`GET /premium/paymentstepfinal`). */
export interface PaymentOutcome {
  readonly paymentId: number;
  readonly status: PaymentStatus;
  /** A §8 business code (1115–1135) when the payment ended with one. */
  readonly code?: number | undefined;
  readonly productIds: readonly number[];
  readonly listingID?: number | null | undefined;
  /** When what was bought ends (ISO); null = unlimited; absent when nothing was granted. */
  readonly entitlementEndsAt?: string | null | undefined;
}

/** The boosts of one advert (`GET /premium/supplyproducts?listingID=`). */
export interface SupplyProducts {
  readonly listingID: number;
  readonly products: readonly PremiumProduct[];
  readonly topAdvertUntil: string | null;
  readonly unlockedUntil: string | null;
  readonly topAdvertUnlimited: boolean;
  readonly unlockedUnlimited: boolean;
}

/**
 * Which rule lets a tenant react to an advert (`GET /conversation/listing-reaction` →
 * `reactionRule`): premium, an advert its landlord unlocked, an existing conversation, or none
 * (premium required).
 */
export type ReactionRule = 'premium' | 'unlocked' | 'conversation' | 'premiumRequired';

/** The outcome the stand-in payment form asks for (`POST /premium/standin/confirm`). */
export type StandinOutcome = 'succeeded' | 'failed' | 'processing';
