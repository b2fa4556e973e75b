/**
 * Who is signed in and in which organisation: one query, used by the route guard, the shell and
 * settings. A 401 means signed out (null), not an error. A 403 'no_membership' (signed in, but in
 * no organisation) stays an error: the router shows the no-organisation page for it.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ApiRequestError } from "./api";
import type { OrganisationDto, PublicConfig } from "../../shared/schemas";

export type Me = { user: { id: string; name: string; email: string }; organisation: OrganisationDto };

export const meQuery = queryOptions({
  queryKey: ["me"],
  queryFn: async (): Promise<Me | null> => {
    try {
      return await api<Me>("GET", "/api/me");
    } catch (e) {
      if (e instanceof ApiRequestError && e.status === 401) return null;
      throw e;
    }
  },
  staleTime: 5 * 60_000,
});

/** The server's answer for a signed-in user who belongs to no organisation (any more). */
export const isNoMembership = (e: unknown) => e instanceof ApiRequestError && e.code === "no_membership";

/** Ends the session on the server. Shared by the shell's menu and the no-organisation page. */
export const signOut = () => api<unknown>("POST", "/api/auth/sign-out", {});

export function useMe(): Me | null | undefined {
  return useQuery(meQuery).data;
}

export const publicConfigQuery = queryOptions({
  queryKey: ["public-config"],
  queryFn: () => api<PublicConfig>("GET", "/api/config"),
  staleTime: Infinity,
});

/** Work to finish before the session ends (e.g. saving typed text); features register here. */
const beforeSignOut = new Set<() => Promise<void>>();
export function onBeforeSignOut(fn: () => Promise<void>): () => void {
  beforeSignOut.add(fn);
  return () => beforeSignOut.delete(fn);
}
export async function runBeforeSignOut(): Promise<void> {
  await Promise.all([...beforeSignOut].map((fn) => fn().catch(() => undefined)));
}
