/**
 * Medewerkers (issue 40) over HTTP against the real server, on SQLite and on PostgreSQL (when
 * installed): an organisation with 50 people with 20 records each (VOGs, SKJ and BIG registrations,
 * trainings and diplomas, dates spread around today so every warning occurs). The page's answer
 * (GET /api/personnel), one record (GET /api/personnel/:id) and the readiness (GET /api/elements and
 * the personnel element 2.2) are asked 50 times each; target: p95 under 200 ms.
 *
 *   npx tsx bench/personnel.ts      (PERSONNEL_BENCH_PG_PORT: the throw-away cluster's port, default 54393)
 */
import { randomUUID } from "node:crypto";
import { onBothEngines, reportTimings, signedUpOwner, timeRoute, withBenchServer } from "./lib/route-bench";
import { inTransaction, type Db } from "@core/server/db";

const target = 200;
const PEOPLE = 50;
const RECORDS = 20;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function fill(db: Db, organisationId: string): Promise<string> {
  const at = new Date().toISOString();
  const ids: string[] = [];
  await inTransaction(db, async (tx) => {
    for (let p = 0; p < PEOPLE; p++) {
      const id = randomUUID();
      ids.push(id);
      await tx
        .insertInto("personnel_person")
        .values({
          id,
          organisation_id: organisationId,
          user_id: null,
          name: `Medewerker ${String(p).padStart(2, "0")}`,
          job_title: "Jeugdzorgwerker",
          relation: p % 5 === 0 ? "zzp" : "in-dienst",
          start_date: day(-2000 + p),
          end_date: p % 10 === 9 ? day(-30) : null,
          hours_tenths: 240 + p,
          unregistered_reason: "",
          last_conversation: day(-(p * 10)),
          created_at: at,
          updated_at: at,
        })
        .execute();
      const kinds = ["vog", "registration", "training", "diploma"] as const;
      await tx
        .insertInto("personnel_item")
        .values(
          Array.from({ length: RECORDS }, (_, i) => {
            const kind = kinds[i % kinds.length]!;
            return {
              id: randomUUID(),
              organisation_id: organisationId,
              person_id: id,
              kind,
              title: kind === "training" ? `Training ${i % 3}` : kind === "diploma" ? `Diploma ${i}` : "",
              register: kind === "registration" ? (i % 8 === 1 ? "skj" : "big") : null,
              number: kind === "registration" ? `${100000 + i}` : null,
              issued_on: day(-(i * 90 + p)),
              valid_until: kind === "registration" || kind === "training" ? day(i * 15 - 100 + p) : null,
              points: kind === "training" ? 4 : null,
              profile: kind === "vog" ? "Jeugdzorg" : null,
              file_id: null,
              created_at: at,
              updated_at: at,
            };
          }),
        )
        .execute();
    }
  });
  return ids[0]!;
}

async function run(label: string, databaseUrl?: string): Promise<boolean> {
  return withBenchServer("personnel", databaseUrl, async ({ url, db }) => {
    const owner = await signedUpOwner(url, `personnel-${Date.now()}`);
    const first = await fill(db, owner.organisationId);
    let pass = true;
    for (const route of ["/api/personnel", `/api/personnel/${first}`, "/api/elements", "/api/elements/2.2"]) {
      const timings = await timeRoute(url, route, owner.cookie);
      pass = reportTimings(label, `GET ${route.replace(first, ":id")}`, timings, target) && pass;
    }
    return pass;
  });
}

await onBothEngines("Medewerkers", "PERSONNEL_BENCH_PG_PORT", 54393, run);
