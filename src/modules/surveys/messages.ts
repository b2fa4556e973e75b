/** The Dutch texts of Cliëntervaringen that the server, the web app and the public questionnaire show. */
import { surveyLimits, type SurveyQuestion } from "./model";

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

export const surveyMessages = {
  questionKind: "Kies bij elke vraag een soort: cijfer of open vraag.",
  dateInvalid: "Kies een geldige datum.",
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
