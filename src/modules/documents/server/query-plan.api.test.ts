/**
 * The documents read that every Overzicht, calendar and element page does (files.ts) takes only the
 * organisation's own rows through an index, on SQLite too, whose planner has no statistics: before
 * migration 0044 it took every organisation's documents by status and searched each document's
 * element links among all of the organisation's links.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, SqliteAdapter } from "kysely";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import { listAllFiles } from "./files";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("the documents read's plan", () => {
  it("searches the organisation's documents and each document's links by index, never a scan", async () => {
    const owner = await server.user();
    const organisationId = (await owner.get("/api/me")).body.organisation.id as string;
    const compiled = server.db
      .selectFrom("stored_file")
      .leftJoin("document_element", (join) =>
        join
          .onRef("document_element.document_id", "=", "stored_file.id")
          .onRef("document_element.organisation_id", "=", "stored_file.organisation_id"),
      )
      .select(["stored_file.id", "document_element.element"])
      .where("stored_file.organisation_id", "=", organisationId)
      .where("stored_file.status", "=", "ready")
      .orderBy("stored_file.uploaded_at", "desc")
      .compile();
    // PostgreSQL plans by its statistics; the rule is SQLite's, whose planner has none.
    if (server.db.getExecutor().adapter instanceof SqliteAdapter) {
      const plan = await sql
        .raw(`EXPLAIN QUERY PLAN ${compiled.sql.replaceAll("?", `'${organisationId}'`)}`)
        .execute(server.db);
      const text = JSON.stringify(plan.rows);
      expect(text).toContain("stored_file_organisation_idx (organisation_id=? AND status=?)");
      expect(text).toContain("document_element_document_idx (document_id=? AND organisation_id=?)");
      expect(text).not.toMatch(/SCAN (stored_file|document_element)/);
    }
    // The read itself answers (the same query, as files.ts builds it).
    expect(await listAllFiles(server.db, organisationId)).toEqual([]);
  });
});
