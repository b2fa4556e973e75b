/**
 * The organisation's activity log ('Activiteit'): the kinds of events, their Dutch names, the
 * filters of the list and the CSV export. NEN 7513 asks such logging where health information is
 * involved: who did what, when, from which address.
 */
import { z } from "zod";
import { calendarDay, safeId } from "./input";

export const activityText = {
  title: "Activiteit",
  csvHeader: ["Datum en tijd", "Soort", "Wie", "Onderwerp", "Details", "Adres"],
  csvFileName: (day: string) => `Activiteit ${day}.csv`,
  invalidPage: "Ongeldige pagina.",
  invalidDate: "Kies een geldige datum.",
  unknownKind: "Kies een soort uit de lijst.",
  unknownPerson: "Kies een persoon uit de lijst.",
  fromAfterTo: "De begindatum ligt na de einddatum.",
} as const;

const isoDay = calendarDay({ message: activityText.invalidDate });

export const activityKinds = {
  signin: "Ingelogd",
  "signin.failed": "Inloggen mislukt",
  "account.email.failed": "E-mailadres wijzigen mislukt",
  "kms.changed": "Kwaliteitssysteem gewijzigd",
  "kms.restored": "Versie teruggezet",
  approved: "Vastgesteld",
  "document.uploaded": "Document geüpload",
  "document.downloaded": "Document geopend of gedownload",
  "document.deleted": "Document naar de prullenbak",
  "document.restored": "Document teruggezet",
  "document.purged": "Document definitief verwijderd",
  "document.linked": "Document gekoppeld aan normelement",
  "export.handbook": "Handboek geëxporteerd",
  "export.zip": "Alles geëxporteerd (ZIP)",
  "export.dossier": "Auditdossier gemaakt",
  "import.zip": "Gegevens geïmporteerd (ZIP)",
  "import.docx": "Handboek geïmporteerd (Word)",
  "auditor.link.created": "Auditorlink aangemaakt",
  "auditor.link.revoked": "Auditorlink ingetrokken",
  "auditor.opened": "Auditor heeft het handboek geopend",
  "auditor.downloaded": "Auditor heeft een document gedownload",
  "auditor.question": "Auditor heeft een vraag gesteld",
  "auditor.question.answered": "Vraag van de auditor beantwoord",
  "auditor.question.done": "Vraag van de auditor afgehandeld",
  "auditor.question.reopened": "Vraag van de auditor heropend",
  "team.invited": "Uitnodiging verstuurd",
  "team.invitation.revoked": "Uitnodiging ingetrokken",
  "team.joined": "Lid geworden",
  "team.role": "Rol gewijzigd",
  "team.removed": "Uit het team gehaald",
  "team.left": "Team verlaten",
  "organisation.changed": "Organisatie gewijzigd",
  "billing.changed": "Abonnement gewijzigd",
  "action.created": "Verbeteractie aangemaakt",
  "action.changed": "Verbeteractie gewijzigd",
  "survey.changed": "Vragenlijst cliëntervaringen gewijzigd",
  "survey.link.renewed": "Nieuwe link voor de vragenlijst",
  "survey.closed": "Vragenlijst cliëntervaringen gesloten",
  "survey.reopened": "Vragenlijst cliëntervaringen weer geopend",
  "survey.set-aside.accepted": "Apart gezette antwoorden geaccepteerd",
  "survey.set-aside.discarded": "Apart gezette antwoorden verwijderd",
  "review.saved": "Organisatiebeoordeling opgeslagen",
  "audit.planned": "Interne audit gepland",
  "audit.changed": "Interne audit gewijzigd",
  "audit.assessed": "Interne audit beoordeeld",
  "audit.deleted": "Interne audit verwijderd",
  "reading.marked": "Laten lezen gevraagd",
  "reading.changed": "Leesvraag gewijzigd",
  "reading.unmarked": "Leesvraag gestopt",
  "reading.reread": "Opnieuw laten lezen",
  "reading.version": "Nieuwe versie van een document",
  "reading.confirmed": "Leesbevestiging gegeven",
  "personnel.created": "Medewerker toegevoegd",
  "personnel.changed": "Medewerker gewijzigd",
  "personnel.removed": "Medewerker verwijderd",
  "personnel.item": "Gegevens van een medewerker gewijzigd",
  "personnel.file": "Bestand bij een medewerker geüpload",
  "personnel.opened": "Bestand van een medewerker geopend",
  "personnel.settings": "Regels voor medewerkers gewijzigd",
  "personnel.expired": "Dossier van een vertrokken medewerker verwijderd",
  "report.created": "Melding gemaakt",
  "report.complaint": "Klacht ontvangen via het klachtformulier",
  "report.triaged": "Melding in het register gezet",
  "report.analysis": "Oorzaak of analyse van een melding gewijzigd",
  "report.handled": "Melding afgehandeld",
  "report.settings": "Instellingen voor meldingen gewijzigd",
  "report.link.renewed": "Nieuwe link voor het klachtformulier",
} as const;

export type ActivityKind = keyof typeof activityKinds;
export const activityKindList = Object.keys(activityKinds) as [ActivityKind, ...ActivityKind[]];

/** Entries older than this many days are removed by the retention job unless configured otherwise. */
export const DEFAULT_ACTIVITY_RETENTION_DAYS = 730;
/** Entries per page of the list. */
export const ACTIVITY_PAGE_SIZE = 50;
/** Saves of one section by one person closer together than this are one 'kms.changed' entry. */
export const KMS_ACTIVITY_WINDOW_MS = 10 * 60 * 1000;

export type ActivityEntryDto = {
  id: string;
  /** ISO 8601, UTC. */
  at: string;
  kind: ActivityKind;
  /** Who did it: a member's name (and e-mail), an auditor, or 'onbekend'. */
  actor: string;
  userId: string | null;
  /** What it was about: a section, a document, a person, a link. */
  subject: string | null;
  detail: string | null;
  /** The client's network address. */
  address: string | null;
};

export type ActivityPageDto = {
  entries: ActivityEntryDto[];
  next: string | null;
  /** Entries older than this many days are removed (ACTIVITY_RETENTION_DAYS). */
  retentionDays: number;
};
export type ActivityPersonDto = { userId: string; name: string };

export const activityFilterSchema = z
  .object({
    person: safeId(activityText.unknownPerson).optional(),
    kind: z.enum(activityKindList, { error: activityText.unknownKind }).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    /** The cursor from the previous page. */
    before: z
      .string()
      .max(200)
      .regex(/^[^|]+\|[^|]+$/, activityText.invalidPage)
      .optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: activityText.fromAfterTo, path: ["to"] });

export type ActivityFilter = z.infer<typeof activityFilterSchema>;

/**
 * One CSV cell: quoted when needed, and a cell that a spreadsheet would run as a formula (starting
 * with = + - @, a tab or a carriage return) gets a leading apostrophe.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: (string | null | undefined)[]) => `${cells.map(csvCell).join(";")}\r\n`;
