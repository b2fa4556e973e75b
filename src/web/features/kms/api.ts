/**
 * The KMS API in the browser: load all values once, the save transport for ValueSync, and the
 * goal-set mutations. One store per organisation lives as long as the tab.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ApiRequestError } from "@/lib/api";
import { onBeforeSignOut, useMe } from "@/lib/session";
import type { KmsSavedDto, KmsValueDto, KmsValuesDto } from "../../../shared/kms-values";
import { KmsStore } from "./sync/kms-store";
import { SaveFailure, type Transport } from "./sync/value-sync";

/** Per organisation: another account in the same tab never sees this one's values. */
export const kmsValuesQuery = (orgId: string) =>
  queryOptions({
    queryKey: ["kms-values", orgId],
    queryFn: () => api<KmsValuesDto>("GET", "/api/kms/values"),
    staleTime: Infinity,
  });

export const kmsTransport: Transport = {
  async save(name, value, baseRevision, { keepalive }) {
    try {
      const dto = await api<KmsSavedDto>(
        "PUT",
        `/api/kms/values/${encodeURIComponent(name)}`,
        { value, baseRevision },
        { keepalive },
      );
      return { revision: dto.revision };
    } catch (e) {
      if (!(e instanceof ApiRequestError)) throw new SaveFailure("network", String(e));
      if (e.status === 409 && e.code === "conflict") {
        const current = (e.body as { details?: { current?: KmsValueDto | null } })?.details?.current ?? null;
        throw new SaveFailure("conflict", e.message, current);
      }
      if (e.status === 0 || e.status >= 500 || e.status === 429) throw new SaveFailure("network", e.message);
      if (e.status === 401) {
        throw new SaveFailure("rejected", "U bent uitgelogd. Log opnieuw in; uw tekst blijft op dit apparaat bewaard.");
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
  }
  return current;
}

/** The store of the signed-in organisation, once its values are loaded. */
export function useKmsStore(): { store?: KmsStore; error?: unknown } {
  const orgId = useMe()?.organisation.id;
  const { data, error } = useQuery({ ...kmsValuesQuery(orgId ?? ""), enabled: Boolean(orgId) });
  if (!orgId || !data) return { error };
  return { store: storeFor(orgId, data.values) };
}

/** At sign-out: save what can still be saved, then forget this organisation's store. */
export async function closeKmsStore(): Promise<void> {
  const store = current;
  current = undefined;
  if (!store) return;
  await store.flushAll().catch(() => undefined);
  store.dispose();
}

export const addGoalSet = () => api<{ id: string; list: KmsValueDto }>("POST", "/api/kms/goal-sets");
export const deleteGoalSet = (id: string) =>
  api<{ list: KmsValueDto }>("DELETE", `/api/kms/goal-sets/${encodeURIComponent(id)}`);

onBeforeSignOut(closeKmsStore);
