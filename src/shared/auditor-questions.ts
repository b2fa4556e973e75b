/**
 * Questions of the auditor ('Vragen van de auditor'): through their link an auditor asks for
 * something about one HKZ element ('Graag het verslag van de laatste RI&E'); an Eigenaar or
 * Bewerker answers, links a document and marks it done; the auditor reads the answer through the
 * same link. The shapes the API answers and every Dutch text, for the server and the web app; the
 * zod schemas are in auditor-question-schemas.ts, so the Overzicht's card of questions loads no zod.
 */
import type { HkzElementNumber } from "./norm";

export const questionLimits = {
  questionMax: 2000,
  answerMax: 4000,
  /** Questions one link may ask per hour: plenty for an audit, too few to flood a mailbox. */
  perLinkPerHour: 30,
} as const;

export const questionStatuses = ["open", "done"] as const;
export type QuestionStatus = (typeof questionStatuses)[number];

export const questionMessages = {
  title: "Vragen van de auditor",
  /** A file of Medewerkers linked to an answer, as those who do not keep the records see it. */
  personnelFile: "Bestand van een medewerker (alleen voor de auditor en wie de medewerkers bijhoudt)",
  elementMissing: "Kies het normelement waar uw vraag over gaat.",
  questionMissing: "Typ uw vraag of verzoek.",
  questionTooLong: `Een vraag is ten hoogste ${questionLimits.questionMax} tekens.`,
  answerTooLong: `Een antwoord is ten hoogste ${questionLimits.answerMax} tekens.`,
  nothingToChange: "Er is niets om op te slaan.",
  badStatus: "Kies 'open' of 'afgehandeld'.",
  notFound: "Deze vraag bestaat niet (meer).",
  documentNotFound: "Dit document bestaat niet (meer). Kies een ander document.",
  tooMany: (minutes: number) =>
    `U heeft in korte tijd veel vragen gesteld. Probeer het over ${minutes} ${minutes === 1 ? "minuut" : "minuten"} opnieuw.`,
  tooManyToday:
    "U heeft vandaag al veel vragen gesteld via deze link. Stel uw volgende vraag morgen, of neem contact op met de organisatie.",
  statusNames: { open: "Open", done: "Afgehandeld" } satisfies Record<QuestionStatus, string>,
} as const;

export type AuditorQuestionDto = {
  id: string;
  element: HkzElementNumber;
  question: string;
  auditorName: string;
  askedAt: string;
  status: QuestionStatus;
  /** '' while nobody answered. */
  answer: string;
  answeredAt: string | null;
  answeredBy: string | null;
  /** The linked document, while it exists and is not in the recycle bin. */
  document: { id: string; name: string } | null;
  doneAt: string | null;
  doneBy: string | null;
};
