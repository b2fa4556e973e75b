/** The Dutch words of the per-element readiness (shared/elements.ts): its names and its reasons. */
import { formatIsoDate } from "./dates";
import { shorten } from "./text-rules";

export const readinessTitles = {
  "op-orde": "Op orde",
  aandacht: "Aandacht nodig",
  "niet-begonnen": "Nog niet begonnen",
} as const;

export const readinessText = {
  titles: readinessTitles,
  goal: (n: number) => `Doelstelling ${n}`,
  textEmpty: (part: string) => `'${part}' is nog leeg.`,
  reviewPassed: (topic: string, day: string) => `'${topic}' had vóór ${formatIsoDate(day)} herzien moeten worden.`,
  documentReviewPassed: (name: string, day: string) =>
    `Het document '${name}' had vóór ${formatIsoDate(day)} herzien moeten worden.`,
  documentMissing: (expected: string) =>
    `Er is nog geen document gekoppeld. De auditor wil hier meestal zien: ${expected}.`,
  openFinding: (day: string, point: string) =>
    `Een bevinding uit de interne audit van ${formatIsoDate(day)} is nog niet afgehandeld: '${shorten(point, 80)}'.`,
  actionOverdue: (description: string, day: string) =>
    `De verbeteractie '${shorten(description, 80)}' is over de datum (${formatIsoDate(day)}).`,
  notAudited: (planned: boolean) =>
    planned
      ? "De interne audit van dit normelement is gepland, maar nog niet uitgevoerd."
      : "Dit normelement is in deze certificeringscyclus nog niet intern geaudit.",
} as const;
