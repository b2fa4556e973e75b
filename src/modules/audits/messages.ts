/** Every Dutch text of internal audits: the server's answers, the report and the pages. */
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

/** Every Dutch text of the Interne audits pages. */
export const messages = {
  title: "Interne audits",
  description:
    "Plan uw interne audits over de certificeringscyclus van drie jaar, zodat elk van de 23 HKZ-normelementen minstens één keer aan bod komt.",
  loading: "Laden…",
  loadFailed: "De audits konden niet worden geladen.",
  retry: "Opnieuw proberen",
  cycle: {
    title: "Certificeringscyclus",
    none: "Er is nog geen cyclus: die begint op de dag van uw eerste audit, of op de dag die de eigenaar hieronder kiest.",
    range: (from: string, to: string) => `Van ${from} tot en met ${to}.`,
    fromFirst: "De cyclus telt vanaf uw eerste audit.",
    setByHand: "De eigenaar heeft de begindatum gekozen.",
    label: "Begin van de cyclus",
    reset: "Tellen vanaf de eerste audit",
    saved: "De begindatum van de cyclus is opgeslagen.",
    failed: "De begindatum is niet opgeslagen.",
  },
  coverage: {
    title: "Normelementen in deze cyclus",
    description: "Welke elementen al zijn geaudit, welke gepland zijn en welke nog niet aan bod komen.",
    summary: (done: number, planned: number, open: number) =>
      `${done} uitgevoerd, ${planned} gepland, ${open} nog niet gepland (van de 23).`,
    element: "Normelement",
    status: "Status",
    audits: "Audits",
  },
  plan: {
    title: "Audit plannen",
    description: "Kies de datum, wie de audit doen en welke normelementen aan bod komen.",
    date: "Datum van de audit",
    auditors: "Auditoren",
    auditorsHint: "Alleen leden van uw organisatie kunnen auditor zijn.",
    elements: "Normelementen",
    elementsHint: "Elementen met 'nog niet gepland' komen in deze cyclus nog niet aan bod.",
    notPlanned: "nog niet gepland",
    chapter: (n: number, title: string) => `Hoofdstuk ${n}: ${title}`,
    submit: "Audit plannen",
    saving: "Bezig met plannen…",
    planned: (date: string) => `De audit van ${date} is gepland.`,
    failed: "De audit is niet gepland.",
    missingDate: "Kies een datum in de kalender.",
    missingAuditors: "Kies minstens één auditor.",
    missingElements: "Kies minstens één normelement.",
  },
  list: {
    title: "Audits",
    empty: "Er zijn nog geen audits gepland.",
    date: "Datum",
    auditors: "Auditoren",
    elements: "Normelementen",
    progress: "Beoordeeld",
    findings: "Bevindingen",
    open: (date: string) => `Audit van ${date} openen`,
    assessed: (done: number, total: number) => `${done} van ${total}`,
    planned: "gepland",
  },
  audit: {
    title: (date: string) => `Interne audit van ${date}`,
    back: "Terug naar Interne audits",
    notFound: "Deze audit bestaat niet (meer).",
    findingFailed: "De bevinding kon niet worden geopend.",
    details: "Gegevens van de audit",
    auditors: "Auditoren",
    elements: "Normelementen",
    edit: "Gegevens wijzigen",
    cancelEdit: "Annuleren",
    saveDetails: "Gegevens opslaan",
    detailsSaved: "De gegevens van de audit zijn opgeslagen.",
    detailsFailed: "De gegevens zijn niet opgeslagen.",
    removeElementWarning:
      "Let op: als u een normelement weghaalt, verdwijnen de beoordelingen en toelichtingen van dat element.",
    delete: "Audit verwijderen",
    deleteConfirmTitle: "Audit verwijderen?",
    deleteConfirm: "De audit en alle beoordelingen ervan worden verwijderd. Dit kunt u niet ongedaan maken.",
    deleteYes: "Ja, verwijderen",
    deleteNo: "Nee, bewaren",
    deleteFailed: "De audit is niet verwijderd.",
  },
  checklist: {
    title: "Checklist",
    description:
      "Per normelement de punten die een auditor wil zien. Beoordeel elk punt en licht het toe. Voldoet deels of Voldoet niet is een bevinding.",
    status: "Beoordeling",
    note: "Toelichting",
    notePoint: (point: string) => `Toelichting bij: ${point}`,
    save: "Beoordelingen opslaan",
    saving: "Bezig met opslaan…",
    saved: "Alle beoordelingen zijn opgeslagen.",
    unsaved: (n: number) =>
      n === 1
        ? "1 punt heeft wijzigingen die nog niet zijn opgeslagen."
        : `${n} punten hebben wijzigingen die nog niet zijn opgeslagen.`,
    restored: "Wijzigingen die nog niet waren opgeslagen, zijn teruggezet. Controleer ze en sla op.",
    failed: "De beoordelingen zijn niet opgeslagen. Uw wijzigingen staan nog klaar; probeer het opnieuw.",
    leaveWarning: "U heeft beoordelingen die nog niet zijn opgeslagen.",
    finding: "Bevinding",
  },
  findings: {
    title: "Bevindingen",
    description: "Punten die deels of niet voldoen. Maak er een verbeteractie voor aan.",
    none: "Geen bevindingen: er is (nog) geen punt beoordeeld als Voldoet deels of Voldoet niet.",
    createAction: "Verbeteractie aanmaken",
    createActionFor: (point: string) => `Verbeteractie aanmaken voor: ${point}`,
    actions: "Verbeteracties",
    actionLabel: (date: string, element: string, point: string) => `Audit ${date}, ${element}: ${point}`,
    due: (date: string) => `uiterlijk ${date}`,
    overdue: "verlopen",
  },
  readOnly: "U heeft leesrechten in deze organisatie: u kunt de audits bekijken, maar niet wijzigen.",
} as const;
