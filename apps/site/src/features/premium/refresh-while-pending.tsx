'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** How long the outcome page waits before asking again, milliseconds. */
export const PAYMENT_POLL_MS = 2000;

/** How often it asks at most (two minutes); a SEPA debit that takes days is not waited for. */
export const PAYMENT_POLL_LIMIT = 60;

/**
 * Renders the page again from the server every {@link PAYMENT_POLL_MS} while `active` (a payment
 * still processing: the webhook that settles it may come any moment), at most
 * {@link PAYMENT_POLL_LIMIT} times. Renders nothing.
 */
export function RefreshWhilePending({ active }: { readonly active: boolean }) {
  const router = useRouter();
  // Kept across the refreshes: the server's new render updates this component in place, so
  // the interval runs on as long as the payment stays open.
  const asked = useRef(0);
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      if (asked.current >= PAYMENT_POLL_LIMIT) {
        window.clearInterval(timer);
        return;
      }
      asked.current += 1;
      router.refresh();
    }, PAYMENT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [active, router]);
  return null;
}
