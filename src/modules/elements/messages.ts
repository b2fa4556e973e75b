/** The Dutch words of the HKZ elements' pages: the per-element readiness (model.ts), its names and its reasons. */
import { formatIsoDate } from "@core/shared/dates";
import { formatDateNl } from "@core/shared/format-date";
import { shorten } from "@core/shared/text-rules";
import type { ShortContent } from "@norm/coverage";

/** 'text'. — or, when the text ends a sentence itself ('Is er een regeling?'), 'text' without a second stop. */
const quoted = (text: string) => (/[.!?…]$/.test(text) ? `'${text}'` : `'${text}'.`);

export const readinessTitles = {
  "op-orde": "Op orde",
  aandacht: "Aandacht nodig",
  "niet-begonnen": "Nog niet begonnen",
} as const;

export const readinessText = {
  titles: readinessTitles,
  goal: (n: number) => `Doelstelling ${n}`,
  textEmpty: (part: string) => `'${part}' is nog leeg.`,
  textShort: (part: string, short: ShortContent) =>
    short.kind === "date"
      ? `'${part}' bevat geen geldige datum.`
      : short.kind === "text"
        ? `'${part}' is te kort: schrijf in een paar zinnen op hoe u het doet (ten minste ${short.min} tekens).`
        : `'${part}' is te kort: vul in ten minste één rij ${short.min} kolommen in.`,
  notApproved: (topic: string) => `'${topic}' is nog niet vastgesteld. Lees de pagina en stel haar vast.`,
  changedAfterApproval: (topic: string, at: string) =>
    `'${topic}' is gewijzigd na de vaststelling van ${formatDateNl(new Date(at))}. Stel de nieuwe versie vast.`,
  dueOverdue: (title: string, day: string) => `${title}: de termijn liep af op ${formatIsoDate(day)}.`,
  legalOverdue: (title: string, to: string, day: string) =>
    `${title}: dit had uiterlijk ${formatIsoDate(day)} gemeld moeten zijn bij ${to}. Meld het alsnog en vul de datum van de melding in.`,
  reviewPassed: (topic: string, day: string) => `'${topic}' had vóór ${formatIsoDate(day)} herzien moeten worden.`,
  documentReviewPassed: (name: string, day: string) =>
    `Het document '${name}' had vóór ${formatIsoDate(day)} herzien moeten worden.`,
  documentMissing: (expected: string) =>
    `Er is nog geen document gekoppeld. De auditor wil hier meestal zien: ${expected}.`,
  openFinding: (day: string, point: string) =>
    `Een bevinding uit de interne audit van ${formatIsoDate(day)} is nog niet afgehandeld: ${quoted(shorten(point, 80))}`,
  actionOverdue: (description: string, day: string) =>
    `De verbeteractie '${shorten(description, 80)}' is over de datum (${formatIsoDate(day)}).`,
  notAudited: (planned: boolean) =>
    planned
      ? "De interne audit van dit normelement is gepland, maar nog niet uitgevoerd."
      : "Dit normelement is in deze certificeringscyclus nog niet intern geaudit.",
} as const;

export const elementMessages = {
  notFound: "Dit normelement bestaat niet. Kies een normelement uit de lijst.",
} as const;

/** Every Dutch text of the element pages, the readiness on the Overzicht and 'Hoort bij normelement'. */
export const elementText = {
  pageTitle: (number: string, title: string) => `Normelement ${number} — ${title}`,
  description: "Alles in Normwijs dat bij dit normelement hoort, en of het klaar is voor de audit.",
  loadFailed: "Dit normelement kon niet worden geladen.",
  readiness: "Stand voor de audit",
  allGood: "Alles wat Normwijs kan nagaan, is op orde.",
  reasonsIntro: "Wat nog aandacht nodig heeft:",
  expected: (what: string) => `De auditor wil hier meestal zien: ${what}.`,
  topics: "Teksten",
  lastChange: (when: string) => `Laatst gewijzigd op ${when}`,
  neverChanged: "Nog niet ingevuld",
  reviewOn: (day: string) => `herzien vóór ${day}`,
  reviewPassed: (day: string) => `herziening verlopen op ${day}`,
  emptyText: "Nog leeg.",
  open: "Openen",
  documents: "Documenten",
  noDocuments: "Er is nog geen document aan dit normelement gekoppeld.",
  uploadedOn: (day: string) => `Geüpload op ${day}`,
  registers: "Registers",
  noRows: "Nog geen regels.",
  goals: "Kwaliteitsdoelstellingen",
  goalStatus: (status: string) => (status ? `Stand van zaken: ${status}` : "Nog geen stand van zaken."),
  audits: "Interne audits in deze cyclus",
  auditStatus: { uitgevoerd: "Intern geaudit.", gepland: "Gepland, nog niet uitgevoerd.", open: "Nog niet gepland." },
  auditOf: (day: string) => `Interne audit van ${day}`,
  finding: "Bevinding",
  handled: "afgehandeld",
  notHandled: "nog open",
  actions: "Verbeteracties",
  noActions: "Geen verbeteracties bij dit normelement.",
  overdue: "over de datum",
  due: (day: string) => `uiterlijk ${day}`,
  review: "Organisatiebeoordeling",
  reviewOf: (year: number, version: number) => `Jaar ${year}, versie ${version}`,
  noReview: "De organisatiebeoordeling noemt dit normelement (nog) niet.",
  work: "Verbeteren",
  workDone: "Vastgelegd",
  workNotDone: "Nog niets vastgelegd",
  // 'Document koppelen'
  link: "Document koppelen",
  linkDescription: (number: string) => `Kies documenten die bij normelement ${number} horen.`,
  category: "Map",
  nothingToLink: "In deze map staan geen documenten die nog niet gekoppeld zijn.",
  linkChosen: "Koppelen",
  linked: (n: number) => (n === 1 ? "Het document is gekoppeld." : `${n} documenten zijn gekoppeld.`),
  unlink: "Loskoppelen",
  unlinked: (name: string) => `'${name}' hoort niet meer bij dit normelement.`,
  linkFailed: "Het koppelen is niet gelukt.",
  cancel: "Annuleren",
  // The Overzicht
  overviewTitle: "Klaar voor de audit",
  overviewCount: (ready: number, total: number) => `${ready} van ${total} normelementen op orde`,
  overviewNext: "Wat u nu kunt doen",
  overviewAllReady: "Alle normelementen zijn op orde. Houd de herzieningen en acties bij.",
  toElement: (number: string) => `Naar normelement ${number}`,
  elementsList: "Normelementen",
  element: "Normelement",
  status: "Stand",
} as const;
