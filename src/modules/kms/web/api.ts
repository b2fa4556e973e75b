/**
 * The KMS API in the browser: load all values, the save transport for ValueSync, the goal-set
 * mutations, and live updates. One store per organisation lives as long as the tab; every load
 * result and every live event flows into it.
 */
import { apiKey } from "@core/web/api-query";
import * as React from "react";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, client, json } from "@/lib/api";
import { onBeforeSignOut, useMe } from "@/lib/session";
import type { KmsValueDto, KmsValuesDto } from "@norm/kms-values";
import { KmsStore, type StoreTransport } from "./sync/kms-store";
import { SaveFailure } from "./sync/value-sync";
import { parseKmsEvent } from "./live-events";
import { announceKmsSaved } from "@/lib/kms-saved";
import { messages } from "./messages";

/** Per organisation: another account in the same tab never sees this one's values. */
export const kmsValuesQuery = (orgId: string) =>
  queryOptions({
    // The route's key (core/web/api-query.ts) and the organisation, whose store the answer fills.
    queryKey: [...apiKey(client.kms.values), orgId],
    queryFn: () => json(client.kms.values.$get()),
    staleTime: Infinity,
  });

/** The stored value a 409 conflict answer carries (null when the value is absent or deleted). */
export const conflictCurrent = (e: ApiRequestError): KmsValueDto | null =>
  (e.body as { details?: { current?: KmsValueDto | null } })?.details?.current ?? null;

export const kmsTransport: StoreTransport = {
  async load(name) {
    const { value } = await json(client.kms.values[":name"].$get({ param: { name } }));
    return value;
  },
  async save(name, value, baseRevision, { keepalive }) {
    try {
      const dto = await json(
        client.kms.values[":name"].$put({ param: { name }, json: { value, baseRevision } }, { init: { keepalive } }),
      );
      announceKmsSaved();
      return { revision: dto.revision, updatedAt: dto.updatedAt, updatedByName: dto.updatedByName };
    } catch (e) {
      if (!(e instanceof ApiRequestError)) throw new SaveFailure("network", String(e));
      if (e.status === 409 && e.code === "conflict") throw new SaveFailure("conflict", e.message, conflictCurrent(e));
      if (e.status === 0 || e.status >= 500 || e.status === 429) throw new SaveFailure("network", e.message);
      if (e.status === 401) {
        throw new SaveFailure("rejected", messages.signedOut);
      }
      throw new SaveFailure("rejected", e.message);
    }
  },
};

let current: KmsStore | undefined;

/** One store per organisation for the life of the tab, so a save outlives the page that started it. */
function storeFor(orgId: string, values: KmsValuesDto["values"]): KmsStore {
  if (current?.orgId !== orgId) {
    current?.dispose();
    current = new KmsStore(orgId, { ...values }, kmsTransport);
    current.receive(values);
  }
  return current;
}

/** The store of the signed-in organisation, once its values are loaded; every later load flows in. */
export function useKmsStore(): { store?: KmsStore; error?: unknown } {
  const orgId = useMe()?.organisation.id;
  const { data, error } = useQuery({ ...kmsValuesQuery(orgId ?? ""), enabled: Boolean(orgId) });
  const store = orgId && data ? storeFor(orgId, data.values) : undefined;
  React.useEffect(() => {
    if (store && data) store.receive(data.values);
  }, [store, data]);
  return store ? { store } : { error };
}

/**
 * While a KMS page is open: the organisation's live events (server-sent). The browser reconnects by
 * itself; after a reconnect (or when the server says it may have missed events) the values are
 * loaded once more, so nothing saved meanwhile is missed.
 */
export function useKmsLive(store: KmsStore | undefined): void {
  const queryClient = useQueryClient();
  React.useEffect(() => {
    if (!store || typeof EventSource === "undefined") return;
    const source = new EventSource("/api/kms/events");
    const reload = () => void queryClient.invalidateQueries({ queryKey: kmsValuesQuery(store.orgId).queryKey });
    let opened = false;
    source.onopen = () => {
      if (opened) reload();
      opened = true;
    };
    source.addEventListener("kms", (e) => {
      const event = parseKmsEvent((e as MessageEvent<string>).data);
      if (event) void store.onEvent(event).catch(() => undefined);
    });
    source.addEventListener("resync", reload);
    return () => source.close();
  }, [store, queryClient]);
}

/** At sign-out: save what can still be saved, then forget this organisation's store. */
export async function closeKmsStore(): Promise<void> {
  const store = current;
  current = undefined;
  if (!store) return;
  await store.flushAll().catch(() => undefined);
  store.dispose();
}

export const addGoalSet = () => json(client.kms["goal-sets"].$post());
/** The first set of a new organisation's list; answers the existing list when there is one. */
export const ensureFirstGoalSet = () => json(client.kms["goal-sets"].first.$post());
export const deleteGoalSet = (id: string) => json(client.kms["goal-sets"][":id"].$delete({ param: { id } }));

onBeforeSignOut(closeKmsStore);
