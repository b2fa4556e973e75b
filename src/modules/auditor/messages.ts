/** The Dutch texts of the auditor's link and questions, on both sides. */
import {
  auditorLinkDays,
  auditorNameMax,
  questionLimits,
  type AuditorAccessDto,
  type AuditorLinkStatus,
  type QuestionStatus,
} from "./model";

export const auditorMessages = {
  mailTooMany: "U heeft het afgelopen uur veel auditorlinks gemaild. Probeer het over een uur opnieuw.",
  nameMissing: "Vul de naam van de auditor in.",
  nameTooLong: `Een naam is ten hoogste ${auditorNameMax} tekens.`,
  nameOneLine: "Een naam past op één regel.",
  daysInvalid: `Kies een geldigheid van ${auditorLinkDays.min} tot en met ${auditorLinkDays.max} dagen.`,
  linkNotFound: "Deze auditorlink bestaat niet (meer).",
  linkNotActive: "Deze link is verlopen of ingetrokken. Maak een nieuwe link aan.",
  mailDisabled: "Versturen per e-mail is op deze server niet ingesteld. Kopieer de link en stuur hem zelf.",
  mailWrongToken: "Deze link hoort niet bij deze auditor. Maak een nieuwe link aan.",
  mailFailed: "De e-mail kon niet worden verstuurd. Probeer het later opnieuw, of kopieer de link en stuur hem zelf.",
  // The auditor's side.
  missing: "Deze link is niet compleet. Gebruik de hele link die u kreeg.",
  unknown: "Deze link bestaat niet. Controleer of u de hele link heeft gebruikt.",
  expired: "Deze link is verlopen.",
  revoked: "Deze link is ingetrokken.",
  documentNotFound: "Dit document bestaat niet (meer).",
} as const;

export const auditorStatusNames: Record<AuditorLinkStatus, string> = {
  active: "Actief",
  expired: "Verlopen",
  revoked: "Ingetrokken",
};

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

/** What one use of a link was, in Dutch ('Handboek geopend', 'Document gedownload: x.pdf'). */
export function describeAccess(access: AuditorAccessDto): string {
  return access.kind === "opened" ? "Handboek geopend" : `Document gedownload: ${access.documentName ?? "onbekend"}`;
}
