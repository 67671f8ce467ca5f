import { QueryClient } from '@tanstack/react-query';

/**
 * The console's own query cache, created with the console: TanStack Query is not a shared module
 * (packages/webpack-config shares only React and the router), so nothing here is seen by the shell
 * or another remote. As before TanStack Query: a read is sent when a page needs it, never retried
 * or refetched on focus (opening a question or a contact query is recorded in the access log), and
 * its failure is shown at once.
 */
export function createConsoleQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}
