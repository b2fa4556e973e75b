/**
 * Readiness ('X van 23 normelementen op orde', issue 38) over HTTP against the real server, on
 * SQLite and on PostgreSQL (when installed): an organisation with 1,000 documents (each linked to
 * an element), a register of 2,000 rows (complaints, data breaches, calamities, incidents, with
 * their clocks), 500 planned measures (due items) and 200 Verbeteracties. The Overzicht's answer
 * (GET /api/elements: all 23 elements with their reasons) and one element page (4.5, the register
 * with its computed deadlines) are asked 50 times each; target: p95 under 200 ms.
 *
 *   npx tsx bench/readiness.ts      (READINESS_BENCH_PG_PORT: the throw-away cluster's port, default 54392)
 */
import { randomUUID } from "node:crypto";
import { onBothEngines, reportTimings, signedUpOwner, timeRoute, withBenchServer } from "./lib/route-bench";
import { inTransaction, type Db } from "@core/server/db";
import { hkzElements } from "@norm/norm";
import { MELDINGEN_TABLE } from "@norm/norm-topics";

const target = 200;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function fill(db: Db, organisationId: string, userId: string) {
  const at = new Date().toISOString();
  await inTransaction(db, async (tx) => {
    const documents = Array.from({ length: 1_000 }, (_, i) => ({
      id: randomUUID(),
      organisation_id: organisationId,
      category: "beleid",
      name: `Protocol ${i}.pdf`,
      requested_name: "x.pdf",
      size: 1_000,
      content_type: "application/pdf",
      storage_key: randomUUID(),
      status: "ready" as const,
      created_at: at,
      uploaded_at: at,
      uploaded_by: userId,
    }));
    for (let i = 0; i < documents.length; i += 250) {
      const part = documents.slice(i, i + 250);
      await tx.insertInto("stored_file").values(part).execute();
      await tx
        .insertInto("document_element")
        .values(
          part.map((d, j) => ({
            organisation_id: organisationId,
            document_id: d.id,
            element: hkzElements[(i + j) % hkzElements.length]!.number,
            created_at: at,
          })),
        )
        .execute();
    }
    const types = ["Incident", "Klacht", "Datalek", "Calamiteit", "Geweld in de zorgrelatie"];
    const register = Array.from({ length: 2_000 }, (_, i) => ({
      id: `m${i}`,
      datum: day(-(i % 400)),
      type: types[i % types.length]!,
      omschrijving: `Melding ${i}: wat er gebeurde en wat wij deden`,
      maatregelen: "Besproken in het team",
      ...(i % 3 === 0 ? { datumMelding: day(-(i % 400) + 1) } : {}),
      ...(i % types.length === 1 ? { klachtOntvangen: day(-(i % 400)) } : {}),
      ...(i % 4 === 0 ? { afgesloten: day(-(i % 400) + 10) } : {}),
    }));
    const measures = Array.from({ length: 500 }, (_, i) => ({
      id: `r${i}`,
      datum: day((i % 200) - 100),
      risico: `Risico ${i}`,
      actie: `Maatregel ${i} uitvoeren`,
    }));
    for (const [name, value] of [
      [MELDINGEN_TABLE, register],
      ["maatregelen", measures],
      ["missie-en-visie", "Wij bieden jeugdhulp dichtbij huis, samen met ouders en school."],
    ] as const) {
      await tx
        .insertInto("kms_value")
        .values({
          organisation_id: organisationId,
          name,
          value: JSON.stringify(value),
          revision: 1,
          updated_at: at,
          updated_by: userId,
        })
        .execute();
    }
    await tx
      .insertInto("improvement_action")
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          id: randomUUID(),
          organisation_id: organisationId,
          description: `Verbeteractie ${i}`,
          source_kind: "other",
          due_date: day((i % 120) - 60),
          status: i % 3 === 0 ? "done" : "open",
          result: "",
          revision: 1,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  });
}

async function run(label: string, databaseUrl?: string): Promise<boolean> {
  return withBenchServer("readiness", databaseUrl, async ({ url, db }) => {
    const owner = await signedUpOwner(url, `readiness-${Date.now()}`);
    await fill(db, owner.organisationId, owner.userId);
    let pass = true;
    for (const route of ["/api/elements", "/api/elements/4.5"]) {
      pass = reportTimings(label, `GET ${route}`, await timeRoute(url, route, owner.cookie), target) && pass;
    }
    return pass;
  });
}

await onBothEngines("Readiness", "READINESS_BENCH_PG_PORT", 54392, run);
