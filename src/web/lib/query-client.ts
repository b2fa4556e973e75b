/**
 * The React Query client of the signed-in app. Imported by the shell (and so loaded with it, never on
 * the signed-out pages); registers itself with the root's QueryScope. Mounted for the life of the tab
 * (focus and online events). Forgets every answer when the signed-in user or organisation changes, so
 * another account in the same tab never sees the previous one's data.
 */
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "./api";
import { provideQueryClient } from "./query-scope";
import { onSessionChange, refreshMe } from "./session";

/**
 * The organisation started requiring two-factor sign-in while this page was open: ask /api/me
 * again, and the router's gate leads the person to the Account page.
 */
function onError(error: unknown) {
  if (error instanceof ApiRequestError && error.code === "two_factor_required") refreshMe().catch(() => undefined);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // Not a refusal, and not a server that let the page wait 30 seconds: the page offers
      // 'Opnieuw proberen' then.
      retry: (count, error) =>
        !(
          error instanceof ApiRequestError &&
          ((error.status >= 400 && error.status < 500) || error.code === "timeout")
        ) && count < 2,
    },
  },
});

queryClient.mount();
onSessionChange(() => queryClient.clear());
provideQueryClient(queryClient);
