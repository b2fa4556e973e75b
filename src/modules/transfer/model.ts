/**
 * The full export ('Alles exporteren (ZIP)') and its import: the ZIP's layout, the manifest's shape
 * for the server and the web app alike (the schemas: schemas.ts; the texts: messages.ts).
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

export const EXPORT_FORMAT = "normwijs-export";
/**
 * 2: adds verbeteren/data.json; 3: adds auditor/vragen.json; 4: adds leesbevestigingen/data.json; 5:
 * adds organisatie/data.json; 6: may add meldingen/data.json (only in an archive made by who triages
 * reports). An import takes every version up to this one (1 has no Verbeteren data, 1 and 2 no
 * questions of the auditor, 1 to 3 no Leesbevestigingen, 1 to 4 no settings or approvals, 1 to 5 no
 * reports).
 */
export const EXPORT_VERSION = 6;
export const IMPORTABLE_VERSIONS: readonly number[] = [1, 2, 3, 4, 5, 6];
export const MANIFEST_PATH = "manifest.json";
export const VALUES_PATH = "kms/values.json";
export const VERBETEREN_DATA_PATH = "verbeteren/data.json";
export const QUESTIONS_PATH = "auditor/vragen.json";
export const READING_PATH = "leesbevestigingen/data.json";
export const ORGANISATION_PATH = "organisatie/data.json";
/** Medewerkers' records (personal data): only in the ZIP of a member who keeps them. */
export const PERSONNEL_PATH = "medewerkers/data.json";
export const REPORTS_PATH = "meldingen/data.json";
export const HANDBOOK_FOLDER = "handboek/";
export const DOCUMENTS_FOLDER = "documenten/";

/** The answer to a successful import. */
export type ImportResultDto = {
  values: number;
  documents: number;
  /** Verbeteren (0 from an archive of version 1). */
  actions: number;
  audits: number;
  surveyResponses: number;
  reviews: number;
  /** Questions of the auditor (0 from an archive before version 3). */
  questions: number;
  /** Pages and documents the team is asked to read (0 from an archive before version 4). */
  readingItems: number;
  /** 'Vastgesteld' records (0 from an archive before version 5). */
  approvals: number;
  /** Medewerkers' records (0 when the archive's maker did not keep them). */
  people: number;
  /** Reports (Melden; 0 from an archive before version 6 or made by who does not triage). */
  reports: number;
};
