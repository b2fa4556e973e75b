/**
 * Where the app's React Query client is provided. The client itself (and React Query's core) lives
 * in lib/query-client.ts, which only the signed-in part of the app imports, so the signed-out pages
 * do not load it. This provider sits at the root from the start and simply has no client until that
 * module registers one; its place in the tree never changes, so nothing remounts when it arrives,
 * and signing out (the shell goes, the page under it stays for a moment) still finds the client.
 */
import * as React from "react";
import { QueryClientContext } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";

let client: QueryClient | undefined;
const listeners = new Set<() => void>();

/** Called once by lib/query-client.ts when it is loaded. */
export function provideQueryClient(value: QueryClient): void {
  client = value;
  for (const fn of [...listeners]) fn();
}

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
const getClient = () => client;

export function QueryScope({ children }: { children: React.ReactNode }) {
  const value = React.useSyncExternalStore(subscribe, getClient, getClient);
  return <QueryClientContext.Provider value={value}>{children}</QueryClientContext.Provider>;
}
