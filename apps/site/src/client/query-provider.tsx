'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';

import type { ReactNode } from 'react';

/**
 * TanStack Query for client state fetched from the API (docs/architecture.md "Request flow").
 * One client per browser tab; results stay fresh for 30 s so moving back and forth does not
 * refetch.
 */
export function QueryProvider({ children }: { readonly children?: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
