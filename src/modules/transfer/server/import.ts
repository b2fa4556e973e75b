/**
 * 'Importeren (ZIP)': restores a full export (export.ts) into an empty organisation, all or nothing.
 *
 * 1. The ZIP is received and opened safely (zip-safety.ts).
 * 2. Everything is checked before anything is written (checks.ts).
 * 3. The write (this file): documents go into storage under new keys; then the values, the
 *    document rows and the Verbeteren data are written in one transaction, through kms/bulk.ts,
 *    documents/bulk.ts and the bulk.ts of actions, audits, surveys and review (verbeteren.ts), that
 *    re-checks that the organisation is still empty. On any failure the stored documents are
 *    removed again; the temporary file is always removed (routes.ts).
 *
 * What is restored: the live value of every part (deleted parts stay deleted), saved as a new
 * revision by the importing user (with the change note of the revision it was, such as
 * 'Geïmporteerd uit handboek.docx'), and every document with its original name and upload date. The
 * original revision history stays in the ZIP (kms/values.json): the people in it have no account
 * here, so it is not replayed into this organisation's history. The Verbeteren data is restored as
 * it was, history included, with new ids and people mapped to members (rules in verbeteren.ts); the
 * questions of the auditor with new ids, linked to the restored documents (auditor/bulk.ts); the
 * Leesbevestigingen likewise, people by e-mail address (reading/bulk.ts); and each document's links
 * to HKZ elements (documents/elements.ts).
 *
 * "Empty": see checks.ts.
 */
import type { Config } from "@core/server/config";
import type { Db } from "@core/server/db";
import { inTransaction, now } from "@core/server/db";
import type { Member, SessionUser } from "@core/server/http/context";
import { ApiError } from "@core/server/http/errors";
import type { Logger } from "@core/server/logger";
import type { FileStorage } from "@core/server/storage";
import { insertImportedFiles, storeBytes, insertLinks } from "@modules/documents/server";
import { importKmsValues } from "@modules/kms/server";
import { lockUsage } from "@modules/quota/server";
import { transferMessages as t } from "../messages";
import { type ImportResultDto } from "../model";
import { assertEmpty, check } from "./checks";
import { writeVerbeteren, type VerbeterenCounts } from "./verbeteren";
import { insertImportedQuestions } from "@modules/auditor/server";
import { insertImportedReading } from "@modules/reading/server";
import { insertImportedPersonnel } from "@modules/personnel/server";
import { insertImportedReports } from "@modules/reports/server";
import { insertImportedApprovals } from "@modules/planning/server";
import { importSettings } from "@modules/organisation/server";
import { openZip, refuse } from "./zip-safety";

export type ImportDeps = { db: Db; config: Config; storage: FileStorage; log: Logger };

/** One import at a time per organisation in this process; the transaction re-checks across instances. */
const running = new Set<string>();

/**
 * Steps 2 and 3 for a received file. Answers what was restored and the names of the values
 * written (for the live-update events).
 */
export async function importZip(
  deps: ImportDeps,
  member: Member,
  user: SessionUser,
  file: string,
): Promise<ImportResultDto & { names: { name: string; revision: number; updatedAt: string }[] }> {
  const { db, config, storage, log } = deps;
  if (running.has(member.organisationId)) throw refuse(409, "not_empty", t.notEmpty);
  running.add(member.organisationId);
  const zip = await openZip(file).catch((err) => {
    running.delete(member.organisationId);
    throw err;
  });
  const written: string[] = [];
  try {
    await assertEmpty(db, member.organisationId);
    const { documents, values, verbeteren, questions, reading, organisation, personnel, reports } = await check(
      zip,
      db,
      config,
      member.organisationId,
    );

    // Documents into storage first, each under a new key.
    try {
      for (const doc of documents) {
        written.push(await storeBytes(storage, doc.size, await zip.openReadStreamPromise(doc.entry)));
      }
    } catch (err) {
      log.error("Import: documenten opslaan mislukt", err);
      throw new ApiError(503, "storage_unavailable", t.storageFailed);
    }

    // Then the values and the document rows, in one transaction, through their owners.
    const at = now();
    const { revisions, counts } = await inTransaction(db, async (tx) => {
      // The organisation's usage lock (quota/): a second import, on this or another instance, and
      // any save or upload of the organisation wait here; then the organisation must still be empty.
      await lockUsage(tx, member.organisationId);
      await assertEmpty(tx, member.organisationId);
      const result = await importKmsValues(tx, member.organisationId, user.id, values, at);
      const documentIds = await insertImportedFiles(
        tx,
        member.organisationId,
        user.id,
        documents.map((doc, i) => ({ ...doc, storageKey: written[i]! })),
        at,
      );
      for (const [i, doc] of documents.entries()) {
        await insertLinks(tx, member.organisationId, documentIds[i]!.id, doc.elements);
      }
      const none: VerbeterenCounts = { actions: 0, audits: 0, surveyResponses: 0, reviews: 0 };
      const counts = verbeteren ? await writeVerbeteren(tx, member.organisationId, user, verbeteren, at) : none;
      const byPath = new Map(documents.map((doc, i) => [doc.path, documentIds[i]!.id]));
      const questionCount = questions ? await insertImportedQuestions(tx, member.organisationId, questions, byPath) : 0;
      // After the values: a page's version to read is its revision as this import wrote it.
      const readingItems = reading
        ? await insertImportedReading(tx, member.organisationId, user.id, reading, byPath)
        : 0;
      // After the values and documents: an approval names a topic with content or an imported document.
      let approvals = 0;
      if (organisation) {
        await importSettings(tx, member.organisationId, organisation.settings);
        approvals = await insertImportedApprovals(tx, member.organisationId, organisation.approvals, byPath, at);
      }
      // After the documents: an item's file is a restored document of the category 'personeel'.
      const people = personnel ? await insertImportedPersonnel(tx, member.organisationId, personnel, byPath, at) : 0;
      // Melden: the reports, their reporters by e-mail address (modules/reports/server/bulk.ts).
      const reportCount = reports ? await insertImportedReports(tx, member.organisationId, reports) : 0;
      return {
        revisions: result,
        counts: { ...counts, questions: questionCount, readingItems, approvals, people, reports: reportCount },
      };
    });
    written.length = 0;
    return { values: values.length, documents: documents.length, ...counts, names: revisions };
  } finally {
    zip.close();
    running.delete(member.organisationId);
    // Anything stored for an import that did not complete goes again.
    for (const key of written) {
      await storage.remove(key).catch((err) => log.error("Import: opruimen van een document mislukt", err));
    }
  }
}
