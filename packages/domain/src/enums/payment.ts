/** Payment and product enumerations of §3 "Payments and products". */

/**
 * Payment method, §3. The spec names the methods but not their numbers: the numbers are ours
 * (1 to 11 in the spec's order).
 */
export const PaymentMethod = {
  Ideal: 1,
  AfterPay: 2,
  DirectDebit: 3,
  Visa: 4,
  MasterCard: 5,
  Maestro: 6,
  CreditCard: 7,
  Paypal: 8,
  EMandate: 9,
  Sofort: 10,
  Bancontact: 11,
} as const;
/** One of the {@link PaymentMethod} values. */
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];

/** Group of payment methods shown together at checkout, §3 (numbers ours). */
export const PaymentMethodGroup = {
  Ideal: 1,
  CreditCard: 2,
  Paypal: 3,
  Other: 4,
  EMandate: 5,
} as const;
/** One of the {@link PaymentMethodGroup} values. */
export type PaymentMethodGroup = (typeof PaymentMethodGroup)[keyof typeof PaymentMethodGroup];

const GROUP_OF_METHOD: Readonly<Record<PaymentMethod, PaymentMethodGroup>> = {
  [PaymentMethod.Ideal]: PaymentMethodGroup.Ideal,
  [PaymentMethod.AfterPay]: PaymentMethodGroup.Other,
  [PaymentMethod.DirectDebit]: PaymentMethodGroup.EMandate,
  [PaymentMethod.Visa]: PaymentMethodGroup.CreditCard,
  [PaymentMethod.MasterCard]: PaymentMethodGroup.CreditCard,
  [PaymentMethod.Maestro]: PaymentMethodGroup.CreditCard,
  [PaymentMethod.CreditCard]: PaymentMethodGroup.CreditCard,
  [PaymentMethod.Paypal]: PaymentMethodGroup.Paypal,
  [PaymentMethod.EMandate]: PaymentMethodGroup.EMandate,
  [PaymentMethod.Sofort]: PaymentMethodGroup.Other,
  [PaymentMethod.Bancontact]: PaymentMethodGroup.Other,
};

/**
 * The checkout group of a payment method (ours, §3 is silent): cards (Visa, MasterCard, Maestro,
 * CreditCard) -> CreditCard; DirectDebit and EMandate -> EMandate; AfterPay, Sofort, Bancontact -> Other.
 *
 * @param method a payment method
 * @returns its group
 */
export function paymentMethodGroup(method: PaymentMethod): PaymentMethodGroup {
  return GROUP_OF_METHOD[method];
}

/** Payment method strings of the card payment provider, §3 "Card-provider method strings". */
export const CardPaymentMethod = {
  Ideal: 'ideal',
  Card: 'card',
  Paypal: 'paypal',
  SepaDebit: 'sepa_debit',
  GooglePay: 'google_pay',
  ApplePay: 'apple_pay',
} as const;
/** One of the {@link CardPaymentMethod} strings. */
export type CardPaymentMethod = (typeof CardPaymentMethod)[keyof typeof CardPaymentMethod];

/** Status of a payment, §3 "Payment statuses" (transition order not in the spec, §4). */
export const PaymentStatus = {
  StartedNotSent: -1,
  Processing: 1,
  Paid: 2,
  Error: 4,
  FailedPermanently: 5,
  PendingAndSuccess: 6,
  Refused: 9,
  Cancelled: 10,
  Refund: 12,
  Chargeback: 16,
  Failed: 18,
  ValidationFailure: 19,
  TechnicalFailure: 20,
  PendingInput: 21,
} as const;
/** One of the {@link PaymentStatus} values. */
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/** Product ids, §3 "Product ids" table. */
export const ProductId = {
  PremiumOneMonthNoRenewal: 238,
  PremiumOneMonthLandlords: 241,
  Premium15DaysLandlords: 242,
  TopAdvert3Days: 245,
  TopAdvert7Days: 246,
  TopAdvertUnlimited: 247,
  UnlockAdvert3Days: 249,
  UnlockAdvert7Days: 250,
  UnlockAdvertUnlimited: 251,
  FreshStart: 257,
  PremiumOneMonthTenant: 258,
  PremiumThreeMonthsTenantNoRenewal: 259,
  PremiumSixMonthsTenantNoRenewal: 260,
  PremiumThreeMonthsTenant: 261,
} as const;
/** One of the {@link ProductId} values. */
export type ProductId = (typeof ProductId)[keyof typeof ProductId];

/** Default premium product, §9 and §2 /paymentstatus: one-month tenant premium (258). */
export const DEFAULT_PREMIUM_PRODUCT_ID: ProductId = ProductId.PremiumOneMonthTenant;
