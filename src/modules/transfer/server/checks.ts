/**
 * The checks of 'Importeren (ZIP)': everything is checked before anything is written. The
 * manifest (format and version), every entry listed in it and the other way round with the same
 * size and SHA-256, values.json against the value schemas of the catalogue, document categories and elements,
 * sizes, both quotas, the Verbeteren data with its links (verbeteren.ts), and that the
 * organisation is empty. An archive of version 1 has no Verbeteren data; from version 2 on it must.
 * Archives before version 3 have no questions of the auditor; from version 3 on they must. Likewise
 * the Leesbevestigingen from version 4 on.
 *
 * "Empty": no document rows at all (also no upload in progress), no value with content (see
 * kmsHasContent in kms/bulk.ts; such empty values are overwritten), and no improvement action,
 * internal audit, survey answer, saved management review or question of the auditor. A certification cycle start or a
 * questionnaire without answers does not count: the archive's replace them when it has them.
 */
import { createHash } from "node:crypto";
import type { Entry, ZipFile } from "yauzl";
import type { Config } from "@core/server/config";
import type { Db } from "@core/server/db";
import { now } from "@core/server/db";
import { displayName } from "@core/shared/file-names";
import { hasAnyFile } from "@modules/documents/server";
import { kmsHasContent } from "@modules/kms/server";
import { hasAnyAction } from "@modules/actions/server";
import { hasAnyAudit } from "@modules/audits/server";
import { hasAnySurveyResponse } from "@modules/surveys/server";
import { hasAnyReview } from "@modules/review/server";
import { hasAnyQuestion, type QuestionsFile } from "@modules/auditor/server";
import { hasAnyReadingItem, type ReadingFile } from "@modules/reading/server";
import { hasAnyPerson, type PersonnelFile } from "@modules/personnel/server";
import { hasAnyReport, type ReportsFile } from "@modules/reports/server";
import { documentsUsedBytes, kmsUsedBytes } from "@modules/quota/server";
import { documentCategorySlugs } from "@norm/catalogue";
import { formatBytes, PERSONNEL_FILE_CATEGORY } from "@modules/documents/model";
import { limits } from "@core/shared/limits";
import {
  EXPORT_FORMAT,
  IMPORTABLE_VERSIONS,
  MANIFEST_PATH,
  QUESTIONS_PATH,
  READING_PATH,
  ORGANISATION_PATH,
  REPORTS_PATH,
  VALUES_PATH,
  VERBETEREN_DATA_PATH,
} from "../model";
import { manifestSchema, type Manifest } from "../schemas";
import { transferMessages as t } from "../messages";
import type { VerbeterenFile } from "../verbeteren-archive";
import { kindOfPath, listEntries, readEntry, readSmall, refuse } from "./zip-safety";
import { parseArchiveData, parseJson, valueOf, type CheckedValue } from "./archive-data";
import { safeShape } from "./safe-shape";
import type { OrganisationFile } from "@modules/organisation/schemas";
import { hkzElements, type HkzElementNumber } from "@norm/norm";

const elementNumbers = new Set<string>(hkzElements.map((e) => e.number));

/** Refuses (409) unless the organisation is empty in the sense above. */
export async function assertEmpty(db: Db, organisationId: string): Promise<void> {
  if (
    (await hasAnyFile(db, organisationId)) ||
    (await kmsHasContent(db, organisationId)) ||
    (await hasAnyAction(db, organisationId)) ||
    (await hasAnyAudit(db, organisationId)) ||
    (await hasAnySurveyResponse(db, organisationId)) ||
    (await hasAnyReview(db, organisationId)) ||
    (await hasAnyQuestion(db, organisationId)) ||
    (await hasAnyReadingItem(db, organisationId)) ||
    (await hasAnyPerson(db, organisationId)) ||
    (await hasAnyReport(db, organisationId))
  ) {
    throw refuse(409, "not_empty", t.notEmpty);
  }
}

export type CheckedDocument = {
  entry: Entry;
  /** Its path in the archive, which the questions of the auditor link by. */
  path: string;
  category: string;
  name: string;
  size: number;
  uploadedAt: string;
  /** The HKZ elements it belongs to (none from an archive made before links were exported). */
  elements: HkzElementNumber[];
};
/** `verbeteren` is null for an archive of version 1, `questions` before version 3, `reading` before 4. */
type Checked = {
  documents: CheckedDocument[];
  values: CheckedValue[];
  verbeteren: VerbeterenFile | null;
  questions: QuestionsFile | null;
  reading: ReadingFile | null;
  organisation: OrganisationFile | null;
  /** Medewerkers' records: from the archive's file, or read from an older archive's staff table. */
  personnel: PersonnelFile | null;
  /** Only in an archive of version 6 or later made by who triages reports. */
  reports: ReportsFile | null;
};

/** Step 2: everything checked, nothing written. */
export async function check(zip: ZipFile, db: Db, config: Config, organisationId: string): Promise<Checked> {
  const entries = await listEntries(zip, config);
  const manifestEntry = entries.get(MANIFEST_PATH);
  if (!manifestEntry) throw refuse(400, "not_an_export", t.notAnExport);
  const raw = parseJson(await readSmall(zip, manifestEntry));
  const format = raw && typeof raw === "object" ? (raw as { format?: unknown; version?: unknown }) : {};
  if (format.format !== EXPORT_FORMAT) throw refuse(400, "not_an_export", t.notAnExport);
  if (typeof format.version !== "number" || !IMPORTABLE_VERSIONS.includes(format.version)) {
    throw refuse(400, "unknown_version", t.unknownVersion);
  }
  const parsed = safeShape(manifestSchema, raw);
  if (!parsed.success) throw refuse(400, "not_an_export", t.notAnExport);
  const manifest: Manifest = parsed.data;

  // Every entry in the manifest, and every listed path in the ZIP, with the same size.
  const listed = new Set<string>();
  for (const item of manifest.entries) {
    if (listed.has(item.path)) throw refuse(400, "unexpected_entry", t.unexpectedEntry(item.path));
    listed.add(item.path);
    const entry = entries.get(item.path);
    if (!entry) throw refuse(400, "missing_entry", t.missingEntry(item.path));
    if (kindOfPath(item.path) !== item.kind) throw refuse(400, "unexpected_entry", t.unexpectedEntry(item.path));
    if (entry.uncompressedSize !== item.size) throw refuse(400, "checksum_mismatch", t.checksum(item.path));
  }
  for (const name of entries.keys()) {
    if (name !== MANIFEST_PATH && !listed.has(name)) throw refuse(400, "not_in_manifest", t.notInManifest(name));
  }
  const valuesItem = manifest.entries.find((e) => e.kind === "values");
  if (!valuesItem) throw refuse(400, "missing_entry", t.missingEntry(VALUES_PATH));
  const verbeterenItem = manifest.entries.find((e) => e.kind === "verbeteren");
  if (manifest.version === 1 && verbeterenItem) {
    throw refuse(400, "unexpected_entry", t.unexpectedEntry(VERBETEREN_DATA_PATH));
  }
  if (manifest.version >= 2 && !verbeterenItem)
    throw refuse(400, "missing_entry", t.missingEntry(VERBETEREN_DATA_PATH));
  const questionsItem = manifest.entries.find((e) => e.kind === "questions");
  if (manifest.version < 3 && questionsItem) throw refuse(400, "unexpected_entry", t.unexpectedEntry(QUESTIONS_PATH));
  if (manifest.version >= 3 && !questionsItem) throw refuse(400, "missing_entry", t.missingEntry(QUESTIONS_PATH));
  const readingItem = manifest.entries.find((e) => e.kind === "reading");
  if (manifest.version < 4 && readingItem) throw refuse(400, "unexpected_entry", t.unexpectedEntry(READING_PATH));
  if (manifest.version >= 4 && !readingItem) throw refuse(400, "missing_entry", t.missingEntry(READING_PATH));
  const organisationItem = manifest.entries.find((e) => e.kind === "organisation");
  if (manifest.version < 5 && organisationItem) {
    throw refuse(400, "unexpected_entry", t.unexpectedEntry(ORGANISATION_PATH));
  }
  if (manifest.version >= 5 && !organisationItem) {
    throw refuse(400, "missing_entry", t.missingEntry(ORGANISATION_PATH));
  }
  const reportsItem = manifest.entries.find((e) => e.kind === "reports");
  if (manifest.version < 6 && reportsItem) throw refuse(400, "unexpected_entry", t.unexpectedEntry(REPORTS_PATH));

  // The documents: known categories, allowed sizes, within the quota.
  const documents: CheckedDocument[] = [];
  let documentBytes = 0;
  for (const item of manifest.entries) {
    if (item.kind !== "document") continue;
    const folder = item.path.split("/")[1]!;
    // Medewerkers' files are documents of their own category, in no list and linked to no element.
    const personnelFile = item.category === PERSONNEL_FILE_CATEGORY && !item.elements?.length;
    if (
      !((documentCategorySlugs as readonly string[]).includes(item.category) || personnelFile) ||
      folder !== item.category
    ) {
      throw refuse(400, "unknown_category", t.unknownCategory(item.category));
    }
    if (item.size > limits.fileMaxBytes) throw refuse(413, "too_large", t.documentTooLarge(item.name));
    documentBytes += item.size;
    const linked = item.elements ?? [];
    if (linked.some((n) => !elementNumbers.has(n)) || new Set(linked).size !== linked.length) {
      throw refuse(422, "unknown_element", t.unknownElement(item.name));
    }
    const uploadedAt = Number.isNaN(Date.parse(item.uploadedAt)) ? now() : new Date(item.uploadedAt).toISOString();
    documents.push({
      entry: entries.get(item.path)!,
      path: item.path,
      category: item.category,
      name: displayName(item.name),
      size: item.size,
      uploadedAt,
      elements: linked as HkzElementNumber[],
    });
  }
  const used = await documentsUsedBytes(db, organisationId);
  if (used + documentBytes > config.QUOTA_DOCUMENTS_BYTES) {
    throw refuse(413, "quota_exceeded", t.tooLarge(formatBytes(config.QUOTA_DOCUMENTS_BYTES)));
  }

  // Every byte as exported: the SHA-256 of every listed entry (reading them also catches an entry
  // that inflates beyond its declared size).
  let valuesBytes: Buffer | undefined;
  let verbeterenBytes: Buffer | undefined;
  let questionsBytes: Buffer | undefined;
  let readingBytes: Buffer | undefined;
  let organisationBytes: Buffer | undefined;
  let personnelBytes: Buffer | undefined;
  let reportsBytes: Buffer | undefined;
  for (const item of manifest.entries) {
    const entry = entries.get(item.path)!;
    const hash = createHash("sha256");
    const keep: Buffer[] | undefined =
      item.kind === "values" ||
      item.kind === "verbeteren" ||
      item.kind === "questions" ||
      item.kind === "reading" ||
      item.kind === "organisation" ||
      item.kind === "personnel" ||
      item.kind === "reports"
        ? []
        : undefined;
    await readEntry(zip, entry, (chunk) => {
      hash.update(chunk);
      keep?.push(chunk);
    });
    if (hash.digest("hex") !== item.sha256) throw refuse(400, "checksum_mismatch", t.checksum(item.path));
    if (keep && item.kind === "values") valuesBytes = Buffer.concat(keep);
    if (keep && item.kind === "verbeteren") verbeterenBytes = Buffer.concat(keep);
    if (keep && item.kind === "questions") questionsBytes = Buffer.concat(keep);
    if (keep && item.kind === "reading") readingBytes = Buffer.concat(keep);
    if (keep && item.kind === "organisation") organisationBytes = Buffer.concat(keep);
    if (keep && item.kind === "personnel") personnelBytes = Buffer.concat(keep);
    if (keep && item.kind === "reports") reportsBytes = Buffer.concat(keep);
  }

  // The data files: parsed and checked in a worker (archive-data.ts), the values refused at once when wrong.
  const data = await parseArchiveData(config, {
    values: valuesBytes!,
    ...(verbeterenBytes && { verbeteren: verbeterenBytes }),
    ...(questionsBytes && { questions: questionsBytes }),
    ...(readingBytes && { reading: readingBytes }),
    ...(organisationBytes && { organisation: organisationBytes }),
    ...(personnelBytes && { personnel: personnelBytes }),
    ...(reportsBytes && { reports: reportsBytes }),
    documentPaths: documents.map((d) => d.path),
    personnelPaths: documents.filter((d) => d.category === PERSONNEL_FILE_CATEGORY).map((d) => d.path),
  });
  const { kmsBytes } = data;
  // The Verbeteren data, the questions and the Leesbevestigingen count against the same quota as the values, at their size in the archive.
  const needed =
    (await kmsUsedBytes(db, organisationId)) +
    kmsBytes +
    (verbeterenBytes?.length ?? 0) +
    (questionsBytes?.length ?? 0) +
    (readingBytes?.length ?? 0) +
    (organisationBytes?.length ?? 0) +
    (personnelBytes?.length ?? 0) +
    (reportsBytes?.length ?? 0);
  if (needed > config.QUOTA_KMS_BYTES) {
    throw refuse(413, "quota_exceeded", t.kmsQuota(formatBytes(needed), formatBytes(config.QUOTA_KMS_BYTES)));
  }
  const verbeteren = data.verbeteren && valueOf(data.verbeteren);
  const questions = data.questions && valueOf(data.questions);
  const reading = data.reading && valueOf(data.reading);
  const organisation = data.organisation && valueOf(data.organisation);
  const personnel = data.personnel && valueOf(data.personnel);
  const reports = data.reports && valueOf(data.reports);
  return { documents, values: data.values, verbeteren, questions, reading, organisation, personnel, reports };
}
