/**
 * Cliëntervaringen: the questionnaire's shape, its bounds, the default questions and the shapes the
 * API answers. Plain data without zod, because the public survey page loads it and must stay small;
 * the input schemas are in survey-schemas.ts.
 */

export type SurveyQuestionKind = "scale" | "open";
export type SurveyQuestion = { id: string; kind: SurveyQuestionKind; text: string };

export const surveyLimits = {
  questionsMin: 1,
  questionsMax: 20,
  questionTextMax: 200,
  /** One open answer. */
  answerTextMax: 2_000,
  scaleMin: 1,
  scaleMax: 5,
  /** The open answers shown per question on the results page (all of them are in the CSV). */
  openAnswersShown: 200,
  /** The longest period the results, the CSV and the management review read at once. */
  periodYearsMax: 5,
} as const;

/** A question's id: made by the page that adds it; short, and safe in a CSV header or a URL. */
export const surveyQuestionIdPattern = /^[A-Za-z0-9_-]{1,40}$/;

/** The link's secret: an HMAC-SHA256 in base64url (43 characters). Anything else is no token of ours. */
export const surveyTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The words under the scale, 1 to 5 (the default questions are statements). */
export const scaleLabels = ["Helemaal oneens", "Oneens", "Neutraal", "Eens", "Helemaal eens"] as const;

/** The questionnaire a new organisation starts with: plain Dutch, our own wording. */
export const defaultSurveyQuestions: SurveyQuestion[] = [
  { id: "gehoord", kind: "scale", text: "Ik voel me gehoord door mijn begeleider." },
  { id: "afspraken", kind: "scale", text: "Afspraken worden nagekomen." },
  { id: "meedenken", kind: "scale", text: "Ik mag meebeslissen over mijn hulp." },
  { id: "klacht", kind: "scale", text: "Ik weet bij wie ik terechtkan met een vraag of klacht." },
  { id: "tevreden", kind: "scale", text: "Ik ben tevreden over de hulp die ik krijg." },
  { id: "goed", kind: "open", text: "Wat gaat goed?" },
  { id: "beter", kind: "open", text: "Wat kan beter?" },
];

export type SurveyDto = {
  questions: SurveyQuestion[];
  revision: number;
  updatedAt: string | null;
  /** The public link, or null when the owner has not made one yet. Only owners get it. */
  link: { url: string; createdAt: string } | null;
  /** Closed by the owner: the link shows that it takes no answers. */
  closed: boolean;
};

/**
 * What the public page shows: the organisation's name and the questions, nothing else; a closed
 * questionnaire shows no questions.
 */
export type PublicSurveyDto = { organisationName: string; questions: SurveyQuestion[]; closed: boolean };

/** The answers of one client: per question id, a score (1–5) or a text. */
export type SurveyAnswersInput = { answers: Record<string, number | string> };

export type SurveyQuestionResult = {
  id: string;
  text: string;
  kind: SurveyQuestionKind;
  /** How many answered this question in the period. */
  count: number;
  /** Scale: the average score (one decimal), null without answers; open: null. */
  average: number | null;
  /** Scale: how many gave 1, 2, 3, 4 and 5. */
  distribution: number[] | null;
  /** Open: the newest answers first, at most openAnswersShown. */
  openAnswers: { on: string; text: string }[] | null;
};

export type SurveyResultsDto = { from: string; to: string; answers: number; questions: SurveyQuestionResult[] };

export const surveyMessages = {
  title: "Cliëntervaringen",
  // The public side.
  notFound: "Deze vragenlijst bestaat niet (meer). Vraag de organisatie om de juiste link.",
  changed: "De vragenlijst is intussen gewijzigd. Laad de pagina opnieuw en vul hem nog eens in.",
  noAnswer: "Beantwoord minstens één vraag.",
  scaleInvalid: "Kies bij een vraag een cijfer van 1 tot en met 5.",
  answerTooLong: `Een antwoord is ten hoogste ${surveyLimits.answerTextMax} tekens.`,
  tooManyToday: "Er zijn vandaag al heel veel antwoorden binnengekomen. Probeer het morgen opnieuw.",
  tooManyNow: (seconds: number) =>
    `Er komen op dit moment heel veel antwoorden binnen. Probeer het over ${Math.ceil(seconds / 60)} minuten opnieuw.`,
  closed: "Deze vragenlijst is gesloten. De organisatie neemt op dit moment geen antwoorden aan.",
  answerInvisible: "Een antwoord bevat een onzichtbaar teken dat niet is toegestaan.",
  storageFull:
    "Uw antwoorden zijn niet opgeslagen: de organisatie heeft geen opslagruimte meer. Laat het de organisatie weten.",
  // The owner's side.
  questionsMin: "Houd minstens één vraag over.",
  questionsMax: `Een vragenlijst heeft ten hoogste ${surveyLimits.questionsMax} vragen.`,
  questionMissing: "Vul bij elke vraag de tekst in.",
  questionTooLong: `Een vraag is ten hoogste ${surveyLimits.questionTextMax} tekens.`,
  questionOneLine: "Een vraag past op één regel.",
  questionIdInvalid: "Deze vraag kon niet worden opgeslagen. Laad de pagina opnieuw.",
  questionDuplicate: "Twee vragen hebben hetzelfde kenmerk. Laad de pagina opnieuw.",
  stale: "Iemand anders heeft de vragenlijst intussen gewijzigd. De nieuwste versie staat nu op de pagina.",
  periodInvalid: "Kies een geldige periode: de begindatum ligt niet na de einddatum.",
  periodTooLong: `Kies een periode van ten hoogste ${surveyLimits.periodYearsMax} jaar.`,
  csvHeaderDate: "Datum",
  csvFileName: (from: string, to: string) => `Cliëntervaringen ${from} tot en met ${to}.csv`,
} as const;
