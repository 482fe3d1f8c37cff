import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * Whether this client component has hydrated: `false` in the server's HTML and during
 * hydration, `true` from the first render after it. Server-rendered controls use it to refuse
 * input they could not handle yet (a tap before hydration would be lost without a word).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
