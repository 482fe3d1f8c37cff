import { expect, type APIRequestContext } from '@playwright/test';

/** PaymentStatus Paid (§3). */
const PAID = 2;

/**
 * Gives a signed-in account premium the way a person buys it against the Stripe stand-in
 * (issue 27): one month without renewal (238), "pay (test)", and the webhook's grant awaited.
 * For journeys whose new tenants react to adverts (reacting needs premium since issue 27).
 *
 * @param request the account's request context (its session cookie)
 * @throws when a call fails or premium is not granted within 30 s
 */
export async function buyPremiumThroughStandin(request: APIRequestContext): Promise<void> {
  const start = await request.post('/services/api/premium/paymentstep1?selectedProduct=238', {
    data: {},
  });
  expect(start.status(), await start.text()).toBe(200);
  const { paymentId, clientSecret } = (await start.json()) as {
    paymentId: number;
    clientSecret: string;
  };
  const confirmed = await request.post('/services/api/premium/standin/confirm', {
    data: { clientSecret, outcome: 'succeeded' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const outcome = await request.get(
          `/services/api/premium/paymentstepfinal?paymentId=${paymentId}`,
        );
        return ((await outcome.json()) as { status: number }).status;
      },
      { timeout: 30_000 },
    )
    .toBe(PAID);
}
