/**
 * The search of /verbeteren/acties, read by the router (so this file stays free of zod and the
 * page's chunk): ?nieuw=1&bron=<kind>&bronId=<id>&bronLabel=<label>. The page checks the kind.
 */
import { truncate } from "@core/shared/text-rules";

export type ActionsSearch = { nieuw?: 1; bron?: string; bronId?: string; bronLabel?: string };

const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? truncate(String(v), 200) : undefined);

export function validateActionsSearch(search: Record<string, unknown>): ActionsSearch {
  return {
    // The router reads nieuw=1 as the number 1; a hand-made link may quote it.
    nieuw: text(search.nieuw) === "1" ? 1 : undefined,
    bron: text(search.bron),
    bronId: text(search.bronId),
    bronLabel: text(search.bronLabel),
  };
}
