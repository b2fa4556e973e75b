import { useEffect, useSyncExternalStore } from "react";
import type { SyncState, ValueSync } from "./sync/value-sync";

/** Subscribes a component to one value's sync state; saves when the component leaves the page. */
export function useValueSync<T>(sync: ValueSync<T>): SyncState<T> {
  const state = useSyncExternalStore(sync.subscribe, sync.getState);
  useEffect(() => () => void sync.flush(), [sync]);
  return state;
}
