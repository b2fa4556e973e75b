/**
 * Writing the activity log: one insert per event, never failing the request it describes (a
 * failed write is logged as a warning). KMS saves come every few seconds while someone types, so
 * 'kms.changed' is written at most once per person and section per KMS_ACTIVITY_WINDOW_MS (a small
 * in-process memory; with several server instances each may write one).
 */
import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import type { Config } from "@core/server/config";
import type { Db } from "@core/server/db";
import { now } from "@core/server/db";
import { clientAddress } from "@core/server/http/client-address";
import type { ActivityEvent, ActivityLog } from "@core/server/http/context";
import type { Logger } from "@core/server/logger";
import { KMS_ACTIVITY_WINDOW_MS } from "../model";

export type { ActivityEvent, ActivityLog };

export const actorOf = (user: { name: string; email: string }) => `${user.name} (${user.email})`;

const maxRemembered = 10_000;

export function createActivityLog(db: Db, config: Pick<Config, "TRUST_PROXY">, log: Pick<Logger, "warn">): ActivityLog {
  const lastKmsChange = new Map<string, number>();
  const address = (c: Context) => clientAddress(c, config.TRUST_PROXY);

  async function record(event: ActivityEvent): Promise<void> {
    try {
      await db
        .insertInto("activity_event")
        .values({
          id: randomUUID(),
          organisation_id: event.organisationId,
          at: now(),
          user_id: event.userId,
          actor: event.actor,
          kind: event.kind,
          subject: event.subject ?? null,
          detail: event.detail ?? null,
          address: event.address ?? null,
        })
        .execute();
    } catch (err) {
      log.warn(`Activiteit niet vastgelegd (${event.kind}): ${(err as Error).message}`);
    }
  }

  const recordFor: ActivityLog["recordFor"] = (c, kind, subject, detail) => {
    const user = c.get("user");
    return record({
      organisationId: c.get("member").organisationId,
      kind,
      userId: user.id,
      actor: actorOf(user),
      subject,
      detail,
      address: address(c),
    });
  };

  return {
    record,
    recordFor,
    address,
    async recordKmsChange(c, key, subject) {
      const id = `${c.get("member").organisationId}|${c.get("user").id}|${key}`;
      const at = Date.now();
      const last = lastKmsChange.get(id);
      if (last !== undefined && at - last < KMS_ACTIVITY_WINDOW_MS) return;
      if (lastKmsChange.size >= maxRemembered) lastKmsChange.clear();
      lastKmsChange.set(id, at);
      await recordFor(c, "kms.changed", subject());
    },
  };
}
