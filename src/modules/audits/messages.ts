/** The Dutch texts of internal audits that the server and the web app both show. */
import { formatIsoDate } from "@core/shared/dates";

export const auditMessages = {
  invalidDate: "Kies een geldige datum in de kalender.",
  noElements: "Kies minstens één normelement voor deze audit.",
  unknownElement: "Kies normelementen uit de lijst.",
  noAuditors: "Kies minstens één auditor.",
  tooManyAuditors: "Kies ten hoogste 10 auditoren.",
  auditorNotMember: "Een auditor moet lid zijn van uw organisatie.",
  unknownAudit: "Deze audit bestaat niet (meer).",
  unknownPoint: "Dit punt staat niet (meer) in deze audit. Ververs de pagina.",
  unknownFinding: "Deze bevinding bestaat niet (meer): de audit of het punt is verwijderd.",
  invalidStatus: "Kies een beoordeling: Voldoet, Voldoet deels, Voldoet niet of Niet beoordeeld.",
  noteTooLong: "Een toelichting is ten hoogste 2000 tekens.",
  stale:
    "Iemand anders heeft deze audit intussen gewijzigd. Uw wijzigingen staan nog klaar: controleer ze en sla opnieuw op.",
  invalidRevision: "De versie van de audit ontbreekt. Ververs de pagina.",
} as const;

export const auditPointStatuses = {
  "niet-beoordeeld": "Niet beoordeeld",
  voldoet: "Voldoet",
  "voldoet-deels": "Voldoet deels",
  "voldoet-niet": "Voldoet niet",
} as const;

export const elementCoverageTitles: Record<"uitgevoerd" | "gepland" | "open", string> = {
  uitgevoerd: "Uitgevoerd",
  gepland: "Gepland",
  open: "Nog niet gepland",
};

/** The audit report, a chapter of the handbook. */
export const auditReportText = {
  chapter: "Interne audits",
  planning: "Planning over de certificeringscyclus",
  cycle: (from: string, to: string) => `Certificeringscyclus: ${formatIsoDate(from)} tot en met ${formatIsoDate(to)}.`,
  noCycle: "Er is nog geen interne audit gepland.",
  element: "Normelement",
  status: "Status",
  audit: (date: string) => `Interne audit van ${formatIsoDate(date)}`,
  auditors: (names: string[]) => `Auditoren: ${names.join(", ")}.`,
  planned: "Deze audit is gepland en nog niet uitgevoerd.",
  point: "Wat de auditor wil zien",
  assessment: "Beoordeling",
  note: "Toelichting",
  findings: (n: number) => (n === 0 ? "Geen bevindingen." : n === 1 ? "1 bevinding." : `${n} bevindingen.`),
} as const;

/** How the activity log describes audit changes. */
export const auditActivityText = {
  points: (n: number) => (n === 1 ? "1 punt" : `${n} punten`),
  cycle: "Certificeringscyclus",
} as const;
