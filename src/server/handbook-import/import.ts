/**
 * The preview and the write of 'Handboek importeren'. The preview proposes a place for every part
 * of the parsed handbook and shows what each place holds now. 'Importeren' writes every chosen
 * place in one transaction under the organisation's usage lock, all or nothing: each value checked
 * against the catalogue again, all of them and the original file against the quotas, each saved
 * through the ordinary KMS save (a new revision by the importing person, with the change note
 * 'Geïmporteerd uit <bestandsnaam>'), and the original file kept as a document under 'Beleid'.
 */
import { randomUUID } from "node:crypto";
import type { Config } from "../config";
import type { Db } from "../db";
import { now } from "../db";
import type { Member, SessionUser } from "../http/context";
import { ApiError } from "../http/errors";
import { insertImportedFiles } from "../documents/bulk";
import { loadKmsValues, saveKmsValue, validateKmsValue } from "../kms/kms";
import { noteRevision } from "../kms/history";
import { assertDocumentsRoom, kmsSaveBytes, withDataRoom } from "../quota/quota";
import {
  findTarget,
  handbookImportMessages as t,
  importTargets,
  originalCategory,
  placeNowOf,
  previewItemOf,
  previewPageSize,
  type ImportChoices,
  type ImportPreviewDto,
  type ImportSummaryDto,
} from "../../shared/handbook-import";
import { proposeItems } from "../../shared/handbook-import-propose";
import { composeImport, ImportRefusal } from "../../shared/handbook-import-compose";
import { consumeDraft, findDraft } from "./drafts";

const targetNames = new Set(importTargets.map((target) => target.name));

/** The current value of every place a part can go. */
async function currentOfTargets(db: Db, organisationId: string) {
  const { values } = await loadKmsValues(db, organisationId);
  return Object.fromEntries(Object.entries(values).filter(([name]) => targetNames.has(name)));
}

/** One page of the preview (1-based; a page past the end shows the last). */
export async function previewDraft(
  db: Db,
  member: Member,
  user: SessionUser,
  id: string,
  page = 1,
): Promise<ImportPreviewDto> {
  const draft = await findDraft(db, member, user, id);
  const current = await currentOfTargets(db, member.organisationId);
  const items = proposeItems(draft.parsed);
  const pages = Math.max(1, Math.ceil(items.length / previewPageSize));
  const shown = Math.min(page, pages);
  return {
    id: draft.id,
    fileName: draft.fileName,
    page: shown,
    pages,
    total: items.length,
    items: items.slice((shown - 1) * previewPageSize, shown * previewPageSize).map(previewItemOf),
    outline: items.map((i) => ({ id: i.id, target: i.proposal.target })),
    leftOut: draft.parsed.leftOut,
    current: Object.fromEntries(
      Object.entries(current).flatMap(([name, v]) => {
        const now = placeNowOf(v.value);
        return now ? [[name, now]] : [];
      }),
    ),
  };
}

export type ImportOutcome = ImportSummaryDto & { written: { name: string; revision: number; updatedAt: string }[] };

export async function importDraft(
  deps: { db: Db; config: Config },
  member: Member,
  user: SessionUser,
  id: string,
  choices: ImportChoices,
): Promise<ImportOutcome> {
  const { db, config } = deps;
  const draft = await findDraft(db, member, user, id);
  const items = proposeItems(draft.parsed);
  const note = t.changeNote(draft.fileName);
  return withDataRoom(db, config, member.organisationId, async (tx, fits) => {
    const current = await currentOfTargets(tx, member.organisationId);
    let composed;
    try {
      const values = Object.fromEntries(Object.entries(current).map(([name, v]) => [name, v.value]));
      composed = composeImport(items, choices, values, randomUUID);
    } catch (err) {
      if (!(err instanceof ImportRefusal)) throw err;
      const tooLarge = /te lang|te groot/.test(err.message);
      throw new ApiError(tooLarge ? 413 : 400, tooLarge ? "too_large" : "bad_choice", err.message);
    }
    if (composed.writes.length === 0) throw new ApiError(400, "bad_choice", t.nothingChosen);
    // The catalogue's own checks, as for any save (a date or choice cell, characters, sizes).
    const checked = composed.writes.map((w) => ({ ...w, value: validateKmsValue(w.name, w.value) }));
    fits(kmsSaveBytes(JSON.stringify(checked.map((w) => w.value))));
    // The draft's bytes were reserved while it waited: they move from the draft to the document.
    await consumeDraft(tx, member, draft);
    await assertDocumentsRoom(tx, config, member.organisationId, draft.size);
    const at = now();
    const written: ImportOutcome["written"] = [];
    for (const w of checked) {
      const { saved, written: changed } = await saveKmsValue(
        tx,
        member,
        user,
        w.name,
        w.value,
        current[w.name]?.revision ?? 0,
      );
      if (!changed) continue;
      await noteRevision(tx, member.organisationId, w.name, saved.revision, note);
      written.push({ name: w.name, revision: saved.revision, updatedAt: saved.updatedAt });
    }
    const [document] = await insertImportedFiles(
      tx,
      member.organisationId,
      user.id,
      [
        {
          category: originalCategory,
          name: draft.fileName,
          size: draft.size,
          storageKey: draft.storageKey,
          uploadedAt: at,
        },
      ],
      at,
    );
    return {
      filled: checked.map((w) => {
        const target = findTarget(w.name)!;
        return { name: w.name, label: target.label, topicSlug: target.topicSlug };
      }),
      tables: composed.tables,
      tablesInText: composed.tablesInText,
      notImported: composed.notImported,
      leftOut: draft.parsed.leftOut,
      documentName: document!.name,
      written,
    };
  });
}
