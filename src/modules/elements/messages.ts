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
