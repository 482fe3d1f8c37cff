import type { ApiConfig } from '../../env.js';
import type { PaymentsContext } from '../../payments/payments-context.js';

/**
 * What the payment route plugins (`/premium`, `/stripe`, issue 27) are registered with: the
 * configuration and Stripe (or the stand-in).
 */
export interface PaymentRouteOptions {
  config: ApiConfig;
  payments: PaymentsContext;
}
