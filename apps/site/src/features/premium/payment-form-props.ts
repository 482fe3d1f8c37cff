/**
 * The one interface of the payment forms (issue 27, payments contract §C): Stripe's Payment
 * Element and the local stand-in's test buttons both take these props, so a page does not know
 * which one it shows.
 */
export interface PaymentFormProps {
  /** The PaymentIntent's client secret (`PaymentStart.clientSecret`). */
  readonly clientSecret: string;
  /**
   * Where the browser goes when the payment is confirmed (a path of this site, usually
   * `/paymentstatus?paymentId=…`); `payment_intent`, `payment_intent_client_secret` and
   * `redirect_status` are added as Stripe adds them.
   */
  readonly returnUrl: string;
  /** The amount to pay, euro cents (shown on the pay button). */
  readonly amountCents: number;
}
