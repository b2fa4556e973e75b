/**
 * Query keys derived from the typed client, so one key cannot hold two shapes: the key of a GET is
 * its path under /api (the module's name first, then the path's parts with their values) and its
 * query, and the data cached under it is the route's whole answer. A page that needs a part of
 * the answer takes it with `select`; a cache of another shape (a list loaded a page at a time, or
 * every page at once) says so with its `view`, which ends the key.
 *
 *   useQuery(apiQuery(client.documents, { query: { category } }, { select: (r) => r.files }))
 *   queryClient.invalidateQueries({ queryKey: moduleKey("documents") })
 */
import { queryOptions, type UseQueryOptions } from "@tanstack/react-query";
import { json, type Answer } from "@/lib/api";

type Input = { param?: Record<string, string>; query?: Record<string, unknown> } | undefined;
/** One GET of the typed client: `client.actions`, `client.actions[":id"]`, … */
type Endpoint<I extends Input, R> = {
  $get: (input: I, options?: never) => Promise<R>;
  $path: (input?: I) => string;
};

/** The caches that are not one answer: pages loaded one at a time, or every page at once. */
export type View = "pages" | "all-pages";

/** The key every query of a module starts with: invalidating it refreshes all of them. */
export const moduleKey = (name: string) => [name] as const;

/** The key of a GET with its input (and, for another shape than the answer, its view). */
export function apiKey<I extends Input, R>(endpoint: Endpoint<I, R>, input?: I, view?: View): readonly unknown[] {
  // The client's own path, with the parameters filled in and the query written as it sends them.
  const url = new URL(endpoint.$path(input), "http://normwijs.invalid");
  const parts = url.pathname
    .replace(/^\/api\//, "")
    .split("/")
    .filter(Boolean)
    .map((p) => decodeURIComponent(p));
  // The query's values as the server reads them; an empty one is left out, as the client leaves it out.
  const query = Object.fromEntries([...url.searchParams.entries()].sort(([a], [b]) => a.localeCompare(b)));
  return [...parts, ...(Object.keys(query).length > 0 ? [query] : []), ...(view ? [view] : [])];
}

/** What a query may set besides its key and its function (select, staleTime, retry, …). */
type QueryExtras<R, T> = Omit<UseQueryOptions<Answer<R>, Error, T, readonly unknown[]>, "queryKey" | "queryFn">;

/** The query of a GET: its derived key and the route's whole answer. */
export function apiQuery<I extends Input, R, T = Answer<R>>(
  endpoint: Endpoint<I, R>,
  input: I,
  options: QueryExtras<R, T> = {},
) {
  return queryOptions({
    ...options,
    queryKey: apiKey(endpoint, input),
    queryFn: () => json(endpoint.$get(input)),
  });
}
