/**
 * What a saved management review says about one HKZ element: the parts of its figures that concern
 * the element (goals for 1.3, the register for 4.5, …), whether its internal audits covered the
 * element, and whether the owner's conclusions or new goals name the element's number. Used by the
 * per-element model (elements.ts).
 */
import { findTopic } from "@norm/catalogue";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import { topicOfValue } from "@norm/due-items";
import { GOAL_SETS_NAME } from "@norm/kms-names";
import { reviewText } from "@modules/review/messages";
import { type ReviewFigures } from "@modules/review/model";

type Review = { figures: ReviewFigures; conclusions: string; newGoals: string };

const elementsOf = (slug: string | undefined): readonly string[] => findTopic(slug ?? "")?.elements ?? [];
const elementsOfValue = (name: string) => elementsOf(topicOfValue(name));
const count = (n: number, one: string, more: string) => `${n} ${n === 1 ? one : more}`;

/** The figures' parts, each with the elements it concerns and its line. */
const parts: readonly { elements: () => readonly string[]; line: (f: ReviewFigures) => string | null }[] = [
  {
    elements: () => elementsOfValue(GOAL_SETS_NAME),
    line: (f) =>
      `${reviewText.goals}: ${count(f.goals.total, "doelstelling", "doelstellingen")}, ${f.goals.withStatus} met een stand van zaken.`,
  },
  {
    elements: () => elementsOfValue(MELDINGEN_TABLE),
    line: (f) =>
      `${reviewText.register}: ${count(f.register.total, "melding", "meldingen")} in ${f.year}, ${f.register.closed} afgesloten; ${count(f.complaints.total, "klacht", "klachten")}.`,
  },
  {
    elements: () => ["4.1"],
    line: (f) =>
      f.clients.answers
        ? `${reviewText.clients}: ${count(f.clients.answers, "ingevulde vragenlijst", "ingevulde vragenlijsten")}.`
        : null,
  },
  {
    elements: () => elementsOf("medewerkers"),
    line: (f) =>
      f.staff.people
        ? `${reviewText.staff}: ${count(f.staff.people, "medewerker", "medewerkers")}; te vernieuwen: ${f.staff.registrationDue} registraties en ${f.staff.vogDue} VOG's.`
        : null,
  },
];

/** The element's number as a word of its own in a text ('4.5', not '14.5' or '4.51'). */
const names = (text: string, number: string) =>
  new RegExp(`(^|[^\\d.])${number.replace(".", "\\.")}(?![\\d])`).test(text);

export function elementReviewLines(number: string, review: Review): string[] {
  const { figures } = review;
  const lines: string[] = [];
  if (elementsOf("organisatiebeoordeling").includes(number))
    lines.push(`De organisatiebeoordeling over ${figures.year} is opgeslagen.`);
  for (const part of parts) {
    if (!part.elements().includes(number)) continue;
    const line = part.line(figures);
    if (line) lines.push(line);
  }
  if (figures.audits?.elementsAudited.includes(number))
    lines.push(`${reviewText.audits}: dit normelement is in ${figures.year} intern geaudit.`);
  if (names(review.conclusions, number)) lines.push(`${reviewText.conclusions}: dit normelement wordt genoemd.`);
  if (names(review.newGoals, number)) lines.push(`${reviewText.newGoals}: dit normelement wordt genoemd.`);
  return lines;
}
