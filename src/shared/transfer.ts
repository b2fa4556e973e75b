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

const counted = (n: number, one: string, more: string) => `${n} ${n === 1 ? one : more}`;

export const transferMessages = {
  notEmpty:
    "Importeren kan alleen in een nieuwe, lege organisatie: zonder ingevulde onderdelen van het kwaliteitssysteem, zonder verbeteracties, interne audits, antwoorden op de vragenlijst of organisatiebeoordelingen, en zonder documenten (ook niet half geüpload).",
  notAnExport: "Dit is geen exportbestand van Normwijs.",
  tooComplex:
    "Dit exportbestand is te groot of te ingewikkeld om te lezen. Er is niets geïmporteerd. Neem contact met ons op als dit een echt exportbestand van Normwijs is.",
  busy: "Er worden nu veel bestanden gelezen. Probeer het over een minuut opnieuw.",
  unknownVersion: "Dit exportbestand komt uit een nieuwere versie van Normwijs en kan hier niet worden geïmporteerd.",
  damaged: "Het bestand is beschadigd of geen ZIP-bestand.",
  unsafeEntry: (path: string) => `Het bestand is geweigerd: het bevat een onveilige bestandsnaam ('${path}').`,
  unexpectedEntry: (path: string) =>
    `Het bestand is geweigerd: '${path}' hoort niet in een exportbestand van Normwijs.`,
  notInManifest: (path: string) => `Het bestand is geweigerd: '${path}' staat niet in de inhoudsopgave (manifest).`,
  missingEntry: (path: string) => `Het bestand is onvolledig: '${path}' ontbreekt.`,
  checksum: (path: string) =>
    `Het bestand is beschadigd: '${path}' is niet meer hetzelfde als bij het exporteren (controlegetal klopt niet).`,
  tooManyEntries: "Het bestand is geweigerd: het bevat te veel onderdelen.",
  bomb: "Het bestand is geweigerd: het pakt uit tot veel meer gegevens dan een export van Normwijs kan bevatten.",
  tooLarge: (limit: string) => `Het bestand is te groot om te importeren (ten hoogste ${limit}).`,
  valuesTooLarge: (limit: string) =>
    `Het exportbestand is geweigerd: de gegevens van het kwaliteitssysteem zijn groter dan ${limit}, meer dan de opslagruimte van een organisatie. Er is niets geïmporteerd.`,
  verbeterenTooLarge: (limit: string) =>
    `Het exportbestand is geweigerd: de gegevens van Verbeteren zijn groter dan ${limit}. Zoveel heeft een kleine organisatie niet. Er is niets geïmporteerd.`,
  kmsQuota: (needed: string, quota: string) =>
    `Het exportbestand past niet in de opslagruimte van uw organisatie voor het kwaliteitssysteem: er is ${needed} nodig en er is ${quota}. Er is niets geïmporteerd. Neem contact met ons op voor meer ruimte.`,
  unknownValue: (name: string) =>
    `Het exportbestand bevat een onderdeel dat Normwijs niet kent of dat niet klopt ('${name}').`,
  badQuestions: "Het exportbestand is geweigerd: de vragen van de auditor kloppen niet.",
  unknownElement: (name: string) =>
    `Het exportbestand is geweigerd: het document '${name}' hoort bij een normelement dat Normwijs niet kent.`,
  badReading: "Het exportbestand is geweigerd: de leesbevestigingen kloppen niet.",
  badPersonnel: "Het exportbestand is geweigerd: de gegevens van Medewerkers kloppen niet.",
  badReports: "Het exportbestand is geweigerd: de meldingen kloppen niet.",
  badOrganisationData:
    "Het exportbestand is geweigerd: de instellingen of de vaststellingen (wie stelde wat vast) kloppen niet.",
  badVerbeteren:
    "Het exportbestand is geweigerd: de gegevens van Verbeteren (verbeteracties, interne audits, cliëntervaringen of organisatiebeoordelingen) kloppen niet.",
  duplicateId: "Het exportbestand is geweigerd: in de gegevens van Verbeteren komt hetzelfde kenmerk twee keer voor.",
  unknownPerson:
    "Het exportbestand is geweigerd: de gegevens van Verbeteren noemen een persoon die niet in het bestand staat.",
  unknownSource: (action: string) =>
    `Het exportbestand is geweigerd: de verbeteractie '${action}' is gekoppeld aan een bron die niet in het bestand staat.`,
  unknownCategory: (category: string) => `Het exportbestand bevat een onbekende documentmap ('${category}').`,
  documentTooLarge: (name: string) => `Het document '${name}' is groter dan Normwijs toestaat.`,
  noFile: "Kies eerst een exportbestand (ZIP).",
  uploadInterrupted: "Het uploaden is afgebroken. Probeer het opnieuw.",
  storageFailed: "De documenten konden niet worden opgeslagen. Er is niets geïmporteerd. Probeer het later opnieuw.",
  done: (r: ImportResultDto) => {
    const parts = [
      counted(r.values, "onderdeel", "onderdelen"),
      ...(r.actions ? [counted(r.actions, "verbeteractie", "verbeteracties")] : []),
      ...(r.audits ? [counted(r.audits, "interne audit", "interne audits")] : []),
      ...(r.surveyResponses
        ? [counted(r.surveyResponses, "antwoord op de vragenlijst", "antwoorden op de vragenlijst")]
        : []),
      ...(r.reviews
        ? [counted(r.reviews, "versie van de organisatiebeoordeling", "versies van de organisatiebeoordeling")]
        : []),
      ...(r.questions ? [counted(r.questions, "vraag van de auditor", "vragen van de auditor")] : []),
      ...(r.readingItems ? [counted(r.readingItems, "leesvraag", "leesvragen")] : []),
      ...(r.approvals ? [counted(r.approvals, "vaststelling", "vaststellingen")] : []),
      ...(r.people ? [counted(r.people, "medewerker", "medewerkers")] : []),
      ...(r.reports ? [counted(r.reports, "melding", "meldingen")] : []),
    ];
    return `Import voltooid: ${parts.join(", ")} en ${counted(r.documents, "document", "documenten")} hersteld.`;
  },
} as const;
