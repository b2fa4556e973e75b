/**
 * 'Alles exporteren (ZIP)': everything of one organisation in one ZIP, written to the response as
 * it is made. Documents go in one at a time, stored without compression, straight from storage
 * through a hash into the ZIP: memory stays flat whatever their total size. The texts (values.json,
 * verbeteren/data.json, manifest) are deflated. yazl writes ZIP64 records by itself when an entry or the archive passes
 * 4 GB. Every query carries the organisation; the manifest comes last, with the size and SHA-256
 * of every entry, so an import can verify each byte.
 *
 * A document whose bytes are missing in storage is left out and listed under `missing` in the
 * manifest, so the export as a whole still works and says what it lacks.
 */
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { Db } from "@core/server/db";
import type { Member } from "@core/server/http/context";
import type { Logger } from "@core/server/logger";
import { createZipStream } from "@core/server/http/zip-stream";
import { handbookFileName } from "@modules/handbook/model";
import {
  DOCUMENTS_FOLDER,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  HANDBOOK_FOLDER,
  MANIFEST_PATH,
  QUESTIONS_PATH,
  READING_PATH,
  REPORTS_PATH,
  ORGANISATION_PATH,
  PERSONNEL_PATH,
  VALUES_PATH,
  VERBETEREN_DATA_PATH,
} from "../model";
import { exportFileName, type Manifest, type ManifestEntry } from "../schemas";
import { loadHandbook, renderHandbookPdf, renderHandbookDocx, makeInTurn } from "@modules/handbook/server";
import { numberedName, safeFileName } from "@core/shared/file-names";
import { StoredBytesMissing, type FileStorage } from "@core/server/storage";
import { exportKmsValues } from "@modules/kms/server";
import { listFilesForExport, type ExportedFileRow, elementsOfDocuments } from "@modules/documents/server";
import type { HkzElementNumber } from "@norm/norm";
import { linkTargets, verbeterenJson } from "./verbeteren";
import { exportQuestions } from "@modules/auditor/server";
import { exportReading } from "@modules/reading/server";
import { exportPersonnel } from "@modules/personnel/server";
import { exportReports } from "@modules/reports/server";
import { exportApprovals } from "@modules/planning/server";
import { exportSettings } from "@modules/organisation/server";
import type { OrganisationFile } from "@modules/organisation/schemas";
import packageJson from "../../../../package.json" with { type: "json" };

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * values.json, one value (with its history) at a time: the whole history never sits in memory.
 * The live values that Verbeteren links point into (see linkTargets) are kept in `targets`, so the
 * links in verbeteren/data.json are checked against the values exactly as this file holds them.
 */
async function* valuesJson(db: Db, organisationId: string, targets: Map<string, unknown>): AsyncGenerator<Buffer> {
  yield Buffer.from(`{"format":"normwijs-kms-values","version":1,"values":[`);
  let first = true;
  for await (const entry of exportKmsValues(db, organisationId)) {
    if (linkTargets.includes(entry.name) && !entry.deleted) targets.set(entry.name, entry.value);
    yield Buffer.from((first ? "" : ",") + JSON.stringify(entry));
    first = false;
  }
  yield Buffer.from("]}");
}

type DocumentRow = ExportedFileRow;

/** 'documenten/beleid/Rapport.pdf', unique within its folder also on case-insensitive file systems. */
function documentPaths(rows: DocumentRow[]): string[] {
  const taken = new Set<string>();
  return rows.map((row) => {
    const base = safeFileName(row.name ?? "bestand");
    let n = 1;
    let path = `${DOCUMENTS_FOLDER}${row.category}/${base}`;
    while (taken.has(path.toLowerCase())) path = `${DOCUMENTS_FOLDER}${row.category}/${numberedName(base, ++n)}`;
    taken.add(path.toLowerCase());
    return path;
  });
}

export type ExportStream = { stream: Readable; fileName: string };

/**
 * Starts the export of the member's organisation. The handbook files are made first (so a failure
 * there is an ordinary error answer); then the ZIP is written as the client reads it. When the
 * client goes away, the document being read is closed and nothing more is opened.
 * `personnel`: whether the member keeps Medewerkers' records; only then does the ZIP hold them
 * (medewerkers/data.json and their files). `withReports`: whether the member triages reports; only
 * then does it hold meldingen/data.json.
 */
export async function startExport(
  deps: { db: Db; storage: FileStorage; log: Logger },
  member: Member,
  { personnel, withReports }: { personnel: boolean; withReports: boolean },
  now = new Date(),
): Promise<ExportStream> {
  const { db, storage, log } = deps;
  const handbook = await loadHandbook(db, member.organisationId, now);
  const pdf = await makeInTurn(() => renderHandbookPdf(handbook));
  const docx = await makeInTurn(() => renderHandbookDocx(handbook));
  const documents = await listFilesForExport(db, member.organisationId, { personnel });
  // In slices, so an organisation with many documents stays within the engines' parameter limits.
  const elements = new Map<string, HkzElementNumber[]>();
  for (let i = 0; i < documents.length; i += 1000) {
    const ids = documents.slice(i, i + 1000).map((d) => d.id);
    for (const [id, list] of await elementsOfDocuments(db, member.organisationId, ids)) elements.set(id, list);
  }
  const paths = documentPaths(documents);

  const zip = createZipStream();
  const entries: ManifestEntry[] = [];
  const missing: Manifest["missing"] = [];

  const addBuffer = (
    bytes: Uint8Array,
    path: string,
    compress: boolean,
    kind: "handbook" | "questions" | "reading" | "organisation" | "personnel" | "reports",
  ) => {
    zip.addBuffer(bytes, path, { compress, mtime: now });
    entries.push({ kind, path, size: bytes.byteLength, sha256: sha256(bytes) } as ManifestEntry);
  };
  const addStream = zip.addStream;

  const targets = new Map<string, unknown>();
  const write = async () => {
    addBuffer(pdf, `${HANDBOOK_FOLDER}${safeFileName(handbookFileName(handbook, "pdf"))}`, true, "handbook");
    // A .docx is a ZIP itself: deflating it again gains nothing.
    addBuffer(docx, `${HANDBOOK_FOLDER}${safeFileName(handbookFileName(handbook, "docx"))}`, false, "handbook");
    const values = await addStream(Readable.from(valuesJson(db, member.organisationId, targets)), VALUES_PATH, {
      compress: true,
      mtime: now,
    });
    entries.push({ kind: "values", path: VALUES_PATH, ...values });
    const verbeteren = await addStream(
      Readable.from(verbeterenJson(db, member.organisationId, targets)),
      VERBETEREN_DATA_PATH,
      {
        compress: true,
        mtime: now,
      },
    );
    entries.push({ kind: "verbeteren", path: VERBETEREN_DATA_PATH, ...verbeteren });
    /** The archive path of every document written (one whose bytes are missing has none). */
    const pathById = new Map<string, string>();
    for (const [i, row] of documents.entries()) {
      if (zip.gone) return;
      const path = paths[i]!;
      let opened;
      try {
        opened = await storage.open(row.storage_key);
      } catch (err) {
        if (!(err instanceof StoredBytesMissing)) throw err;
        log.warn(`Export: de bytes van een document ontbreken in de opslag (${row.storage_key})`);
        missing.push({ category: row.category, name: row.name ?? "", size: Number(row.size) });
        continue;
      }
      if (zip.gone) {
        opened.stream.destroy();
        return;
      }
      const written = await addStream(opened.stream, path, {
        compress: false,
        size: opened.size,
        mtime: row.uploaded_at ? new Date(row.uploaded_at) : now,
      });
      entries.push({
        kind: "document",
        path,
        ...written,
        category: row.category,
        name: row.name ?? "",
        uploadedAt: row.uploaded_at ?? "",
        elements: elements.get(row.id) ?? [],
      });
      pathById.set(row.id, path);
    }
    // After the documents, so an answer or a reading item links only a document that is in the archive.
    const questions = await exportQuestions(db, member.organisationId, pathById);
    addBuffer(Buffer.from(JSON.stringify(questions)), QUESTIONS_PATH, true, "questions");
    const reading = await exportReading(db, member.organisationId, pathById);
    addBuffer(Buffer.from(JSON.stringify(reading)), READING_PATH, true, "reading");
    const organisation: OrganisationFile = {
      settings: await exportSettings(db, member.organisationId),
      approvals: await exportApprovals(db, member.organisationId, pathById),
    };
    addBuffer(Buffer.from(JSON.stringify(organisation)), ORGANISATION_PATH, true, "organisation");
    if (personnel) {
      const records = await exportPersonnel(db, member.organisationId, pathById);
      addBuffer(Buffer.from(JSON.stringify(records)), PERSONNEL_PATH, true, "personnel");
    }
    if (withReports) {
      const reports = await exportReports(db, member.organisationId);
      addBuffer(Buffer.from(JSON.stringify(reports)), REPORTS_PATH, true, "reports");
    }
    const manifest: Manifest = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      organisation: handbook.titlePage.organisation,
      exportedAt: now.toISOString(),
      appVersion: packageJson.version,
      entries,
      missing,
    };
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST_PATH, { compress: true, mtime: now });
  };

  zip.write(write, (err) => log.error("Export (ZIP) afgebroken", err));

  return { stream: zip.output, fileName: exportFileName(handbook.titlePage.organisation, now) };
}
