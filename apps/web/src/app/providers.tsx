import type { ReactNode } from 'react';
import { QueryClient } from '../lib/query/cache.ts';
import { QueryClientProvider } from '../lib/query/use-query.tsx';
import { Toaster } from '../ui/toast.tsx';

/**
 * One query client's cache per render: shared by the browser tab, fresh for each server render. An
 * answer is fresh for a minute, a failed read is tried once more, and nothing is read again because
 * the window regains focus (the cache has no such trigger).
 */
export function createAppQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
}

/** The query cache and the toaster around the router (a RouterProvider, or StaticRouterProvider on the server). */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
