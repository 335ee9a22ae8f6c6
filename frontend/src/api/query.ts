import {
  keepPreviousData,
  QueryClient,
  useQuery,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

/**
 * The one cache of what the server said (TanStack Query). There is no provider at the root: the screens
 * that read the server pass this client themselves (`useServerQuery`), so a page that reads nothing from
 * the server never loads the library.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A failure shows at once, with its Try again; nothing is asked again behind the screen's back.
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      // A poll goes on in a tab in the background (a document's download starts there when it is ready).
      refetchIntervalInBackground: true,
      // A request made offline fails (and says so) rather than waiting unseen for the network.
      networkMode: 'always',
      // Each visit of a screen asks afresh; the last answer stays on screen while the next page or filter loads.
      gcTime: 0,
      placeholderData: keepPreviousData,
    },
    mutations: {
      // A change sent offline fails at once and says so, as a read does, rather than waiting for the network.
      networkMode: 'always',
      retry: false,
    },
  },
});

/** The one way a screen reads the server: `queryFn` gets the signal that aborts it when nobody shows the answer any more. */
export function useServerQuery<T, K extends ServerKey>(
  options: UseQueryOptions<T, Error, T, K>,
): UseQueryResult<T, Error> {
  return useQuery(options, queryClient);
}

/**
 * A key of the cache, as the factories of `api/queries/` make them: its first part names the resource, so a
 * key nobody made (a misspelt root) does not type-check, and lint refuses a key written out anywhere else.
 */
export type ServerKey = readonly [ServerRoot, ...unknown[]];
type ServerRoot = 'session' | 'me' | 'ab' | 'admin' | 'jobs' | 'uploads' | 'verify' | 'catalogue';

/** After a change: every answer under each key is stale, and those on screen are read again at once. */
export function invalidate(...keys: readonly ServerKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
