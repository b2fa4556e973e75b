/**
 * The preview and the write of 'Handboek importeren'. The preview proposes a place for every part
 * of the parsed handbook and shows what each place holds now. 'Importeren' writes every chosen
 * place in one transaction under the organisation's usage lock, all or nothing: each value checked
 * against the catalogue again, all of them and the original file against the quotas, each saved
 * through the ordinary KMS save (a new revision by the importing person, with the change note
 * 'Geïmporteerd uit <bestandsnaam>'), and the original file kept as a document under 'Beleid'.
 * Parts the user keeps as a document ('Bewaren als document') become Word files of their own,
 * stored before the transaction and removed again when it is refused.
 */
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { Config } from "@core/server/config";
import type { Db } from "@core/server/db";
import { now } from "@core/server/db";
import type { Member, SessionUser } from "@core/server/http/context";
import { ApiError } from "@core/server/http/errors";
import { insertImportedFiles, storeBytes } from "@modules/documents/server";
import type { FileStorage } from "@core/server/storage";
import { renderTextDocx } from "@modules/handbook/server";
import { loadKmsValues, saveKmsValue, validateKmsValue, noteRevision } from "@modules/kms/server";
import { assertDocumentsRoom, kmsSaveBytes, withDataRoom } from "@modules/quota/server";
import { displayName } from "@core/shared/file-names";
import {
  chaptersOf,
  documentPlace,
  findTarget,
  importTargets,
  originalCategory,
  placeNowOf,
  previewItemOf,
  previewPageSize,
  previewTextMax,
  type ImportChapterPartsDto,
  type ImportChoices,
  type ImportItem,
  type ImportPreviewDto,
  type ImportSummaryDto,
} from "../model";
import { handbookImportMessages as t } from "../messages";
import { proposeItems } from "../propose";
import { chosenTargets, composeImport, ImportRefusal } from "../compose";
import { consumeDraft, findDraft } from "./drafts";

const targetNames = new Set(importTargets.map((target) => target.name));

/** The current value of every place a part can go. */
async function currentOfTargets(db: Db, organisationId: string) {
  const { values } = await loadKmsValues(db, organisationId);
  return Object.fromEntries(Object.entries(values).filter(([name]) => targetNames.has(name)));
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The parts of a draft with their chapters; chapters without any part are left out. */
function partsByChapter(parsed: Parameters<typeof proposeItems>[0]) {
  const items = proposeItems(parsed);
  const { chapterOf, chapters } = chaptersOf(parsed.sections);
  const chapterOfItem = items.map((i) => chapterOf[i.section] ?? 0);
  const used = new Set(chapterOfItem);
  return { items, chapterOfItem, chapters: chapters.filter((c) => used.has(c.index)) };
}

const pageOf = <T>(list: readonly T[], page: number) => {
  const pages = Math.max(1, Math.ceil(list.length / previewPageSize));
  const shown = Math.min(page, pages);
  return { page: shown, pages, slice: list.slice((shown - 1) * previewPageSize, shown * previewPageSize) };
};

/**
 * The preview: a page of the chapter list (1-based; a page past the end shows the last), every
 * part's proposal and chapter, and for a short document every part.
 */
export async function previewDraft(
  db: Db,
  member: Member,
  user: SessionUser,
  id: string,
  chapterPage = 1,
): Promise<ImportPreviewDto> {
  const draft = await findDraft(db, member, user, id);
  const current = await currentOfTargets(db, member.organisationId);
  const { items, chapterOfItem, chapters } = partsByChapter(draft.parsed);
  const shown = pageOf(chapters, chapterPage);
  return {
    id: draft.id,
    fileName: draft.fileName,
    total: items.length,
    items: items.length <= previewPageSize ? items.map(previewItemOf) : [],
    chapterPage: shown.page,
    chapterPages: shown.pages,
    chapterCount: chapters.length,
    chapters: shown.slice.map((c) => ({ index: c.index, heading: cut(c.heading, previewTextMax.chapter) })),
    outline: items.map((i, n) => ({ id: i.id, target: i.proposal.target, chapter: chapterOfItem[n]! })),
    leftOut: draft.parsed.leftOut,
    current: Object.fromEntries(
      Object.entries(current).flatMap(([name, v]) => {
        const now = placeNowOf(v.value);
        return now ? [[name, now]] : [];
      }),
    ),
  };
}

/** One page of one chapter's parts, opened in the preview. */
export async function chapterParts(
  db: Db,
  member: Member,
  user: SessionUser,
  id: string,
  chapter: number,
  page = 1,
): Promise<ImportChapterPartsDto> {
  const draft = await findDraft(db, member, user, id);
  const { items, chapterOfItem } = partsByChapter(draft.parsed);
  const shown = pageOf(
    items.filter((_, n) => chapterOfItem[n] === chapter),
    page,
  );
  return { chapter, page: shown.page, pages: shown.pages, items: shown.slice.map(previewItemOf) };
}

/** A refused choice as the answer says it: too long or too large is 413, anything else 400. */
function refusal(err: ImportRefusal): ApiError {
  const tooLarge = /te lang|te groot/.test(err.message);
  return new ApiError(tooLarge ? 413 : 400, tooLarge ? "too_large" : "bad_choice", err.message);
}

/** The Word file of a part kept as a document: its heading as its name. */
const documentNameOf = (item: ImportItem) => `${displayName(cut(item.heading || t.noHeading, 120))}.docx`;

export type ImportOutcome = ImportSummaryDto & { written: { name: string; revision: number; updatedAt: string }[] };

export async function importDraft(
  deps: { db: Db; config: Config; storage: FileStorage },
  member: Member,
  user: SessionUser,
  id: string,
  choices: ImportChoices,
): Promise<ImportOutcome> {
  const { db, config, storage } = deps;
  const draft = await findDraft(db, member, user, id);
  const items = proposeItems(draft.parsed);
  const note = t.changeNote(draft.fileName);
  const category = choices.documentCategory ?? originalCategory;
  let kept: ImportItem[];
  try {
    kept = [...chosenTargets(items, choices.choices)].filter(([, to]) => to === documentPlace).map(([item]) => item);
  } catch (err) {
    if (err instanceof ImportRefusal) throw refusal(err);
    throw err;
  }
  // Each part kept as a document is a Word file stored before the transaction (as the draft's own
  // bytes were); a refusal below removes them again, so nothing is left behind.
  const stored: { item: ImportItem; storageKey: string; size: number }[] = [];
  try {
    for (const item of kept) {
      const bytes = await renderTextDocx(item.heading, item.text);
      stored.push({
        item,
        storageKey: await storeBytes(storage, bytes.length, Readable.from(bytes)),
        size: bytes.length,
      });
    }
    return await withDataRoom(db, config, member.organisationId, async (tx, fits) => {
      const current = await currentOfTargets(tx, member.organisationId);
      let composed;
      try {
        const values = Object.fromEntries(Object.entries(current).map(([name, v]) => [name, v.value]));
        composed = composeImport(items, choices, values, randomUUID);
      } catch (err) {
        if (err instanceof ImportRefusal) throw refusal(err);
        throw err;
      }
      if (composed.writes.length === 0 && composed.documents.length === 0)
        throw new ApiError(400, "bad_choice", t.nothingChosen);
      // The catalogue's own checks, as for any save (a date or choice cell, characters, sizes).
      const checked = composed.writes.map((w) => ({ ...w, value: validateKmsValue(w.name, w.value) }));
      fits(kmsSaveBytes(JSON.stringify(checked.map((w) => w.value))));
      // The draft's bytes were reserved while it waited: they move from the draft to the document.
      await consumeDraft(tx, member, draft);
      await assertDocumentsRoom(
        tx,
        config,
        member.organisationId,
        draft.size + stored.reduce((sum, s) => sum + s.size, 0),
      );
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
      const [document, ...parts] = await insertImportedFiles(
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
          ...stored.map((s) => ({
            category,
            name: documentNameOf(s.item),
            size: s.size,
            storageKey: s.storageKey,
            uploadedAt: at,
          })),
        ],
        at,
      );
      return {
        filled: checked.map((w) => {
          const target = findTarget(w.name)!;
          return { name: w.name, label: target.label, topicSlug: target.topicSlug };
        }),
        documents: parts.map((p) => ({ name: p.name, category })),
        tables: composed.tables,
        tablesInText: composed.tablesInText,
        notImported: composed.notImported,
        leftOut: draft.parsed.leftOut,
        documentName: document!.name,
        written,
      };
    });
  } catch (err) {
    await Promise.all(stored.map((s) => storage.remove(s.storageKey).catch(() => undefined)));
    throw err;
  }
}
