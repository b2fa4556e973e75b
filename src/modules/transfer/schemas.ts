/**
 * The full export ('Alles exporteren (ZIP)') and its import: the ZIP's layout, the manifest's shape
 * and every Dutch message about it, for the server and the web app alike.
 *
 * Layout of an export:
 *   manifest.json                     format, version, organisation, date, and per entry path, size, SHA-256
 *   handboek/<naam>.pdf, .docx        the handbook (not read back by an import: it is made from the data)
 *   kms/values.json                   every KMS value with its revision history (and change notes)
 *   verbeteren/data.json              Verbeteren: actions (with history), audits, the client survey and
 *                                     its answers (not its link), management reviews (since version 2;
 *                                     shape and import rules in transfer-verbeteren.ts)
 *   auditor/vragen.json               the questions of the auditor with their answers (since version 3;
 *                                     a linked document by its path in this archive)
 *   leesbevestigingen/data.json       what the team is asked to read, for whom, and who answered what for
 *                                     which version (since version 4; people by e-mail address, a
 *                                     document by its path in this archive)
 *   organisatie/data.json             the organisation's settings (the law it works under, its complaint
 *                                     term) and every 'Vastgesteld' with who and when (since version 5; a
 *                                     topic by its slug, a document by its path in this archive)
 *   documenten/<categorie>/<naam>     every document under its original name (unique within the folder);
 *                                     its manifest entry names the HKZ elements it belongs to ('elements',
 *                                     left out by exports before it, which then import without links)
 */
import { format } from "date-fns/format";
import { z } from "zod";
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  VALUES_PATH,
  VERBETEREN_DATA_PATH,
  QUESTIONS_PATH,
  READING_PATH,
  ORGANISATION_PATH,
  PERSONNEL_PATH,
  REPORTS_PATH,
} from "./model";

const sha256Hex = z.string().regex(/^[a-f0-9]{64}$/);
const size = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const manifestEntrySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("handbook"), path: z.string().min(1).max(1024), size, sha256: sha256Hex }),
  z.object({ kind: z.literal("values"), path: z.literal(VALUES_PATH), size, sha256: sha256Hex }),
  z.object({ kind: z.literal("verbeteren"), path: z.literal(VERBETEREN_DATA_PATH), size, sha256: sha256Hex }),
  z.object({ kind: z.literal("questions"), path: z.literal(QUESTIONS_PATH), size, sha256: sha256Hex }),
  z.object({ kind: z.literal("reading"), path: z.literal(READING_PATH), size, sha256: sha256Hex }),
  z.object({ kind: z.literal("organisation"), path: z.literal(ORGANISATION_PATH), size, sha256: sha256Hex }),
  z.object({ kind: z.literal("personnel"), path: z.literal(PERSONNEL_PATH), size, sha256: sha256Hex }),
  z.object({ kind: z.literal("reports"), path: z.literal(REPORTS_PATH), size, sha256: sha256Hex }),
  z.object({
    kind: z.literal("document"),
    path: z.string().min(1).max(1024),
    size,
    sha256: sha256Hex,
    category: z.string().max(100),
    name: z.string().min(1).max(1024),
    uploadedAt: z.string().max(100),
    /** 'Hoort bij normelement': element numbers (checked against the norm on import). */
    elements: z.array(z.string().max(20)).max(100).optional(),
  }),
]);

export const manifestSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(EXPORT_VERSION)]),
  organisation: z.string().max(1000),
  exportedAt: z.string().max(100),
  appVersion: z.string().max(100),
  entries: z.array(manifestEntrySchema).max(100_000),
  /** Documents whose bytes were missing in storage at export time: listed, not included. */
  missing: z.array(z.object({ category: z.string(), name: z.string(), size })).max(100_000),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

/**
 * One revision of a value as kms_revision holds it; value null is a delete. `note` is the change
 * note of the revision ('Geïmporteerd uit handboek.docx'), absent for an ordinary save and in
 * archives made before notes existed.
 */
const revisionSchema = z.object({
  revision: z.number().int(),
  value: z.unknown(),
  createdAt: z.string(),
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  note: z.string().max(2000).optional(),
});

export const valuesFileSchema = z.object({
  format: z.literal("normwijs-kms-values"),
  version: z.literal(1),
  values: z
    .array(
      z.object({
        name: z.string().min(1).max(200),
        value: z.unknown(),
        revision: z.number().int(),
        deleted: z.boolean(),
        updatedAt: z.string(),
        updatedBy: z.string(),
        updatedByName: z.string().nullable(),
        history: z.array(revisionSchema),
      }),
    )
    .max(100_000),
});

export type ValuesFile = z.infer<typeof valuesFileSchema>;

/** 'Normwijs-export {organisatie} {yyyy-MM-dd}.zip' */
export const exportFileName = (organisation: string, date: Date) =>
  `${["Normwijs-export", organisation.trim(), format(date, "yyyy-MM-dd")].filter(Boolean).join(" ")}.zip`;

/** The archive's records of the Verbeteren modules, which their own export and import write and read. */
export type {
  ExportedAction,
  ExportedAudit,
  ExportedReview,
  ExportedSurvey,
  ExportedSurveyResponse,
} from "./verbeteren-archive";
