/** Every Dutch text of the auditdossier's PDF and of its ZIP's index (Inhoud.html). */
import { questionMessages } from "@modules/auditor/messages";

export const dossierText = {
  title: "Auditdossier",
  norm: "HKZ Kleine Organisaties 2021",
  date: (day: string) => `Datum: ${day}`,
  ready: (ready: number, total: number) => `${ready} van ${total} normelementen op orde`,
  readiness: "Stand voor de audit",
  allGood: "Alles wat Normwijs kan nagaan, is op orde.",
  reasonsIntro: "Wat nog aandacht nodig heeft:",
  expected: (what: string) => `De auditor wil hier meestal zien: ${what}.`,
  topicChange: (when: string | null, review: string | null) =>
    [when ? `Laatst gewijzigd op ${when}` : "Nog niet ingevuld", review ? `herzien vóór ${review}` : ""]
      .filter(Boolean)
      .join(", ") + ".",
  documents: "Gekoppelde documenten",
  noDocuments: "Er is nog geen document aan dit normelement gekoppeld.",
  documentColumns: ["Naam", "Map", "Geüpload", "Herzien vóór"],
  noRows: "Nog geen regels.",
  goals: "Kwaliteitsdoelstellingen",
  goalColumns: ["Doelstelling", "Stand van zaken"],
  audits: "Interne audits in deze cyclus",
  auditStatus: {
    uitgevoerd: "Dit normelement is in deze cyclus intern geaudit.",
    gepland: "De interne audit is gepland, maar nog niet uitgevoerd.",
    open: "Dit normelement is in deze cyclus nog niet intern geaudit.",
  },
  auditOf: (day: string) => `Interne audit van ${day}`,
  auditColumns: ["Punt", "Uitkomst", "Toelichting"],
  finding: (outcome: string, handled: boolean) => `${outcome} (bevinding, ${handled ? "afgehandeld" : "nog open"})`,
  actions: "Verbeteracties",
  noActions: "Geen verbeteracties bij dit normelement.",
  actionColumns: ["Verbeteractie", "Status", "Uiterlijk"],
  overdue: (day: string) => `${day} (over de datum)`,
  review: "Organisatiebeoordeling",
  reviewOf: (year: number, version: number) => `Jaar ${year}, versie ${version}.`,
  noReview: "De organisatiebeoordeling noemt dit normelement (nog) niet.",
  work: "Verbeteren",
  workLine: (title: string, done: boolean) => `${title}: ${done ? "vastgelegd" : "nog niets vastgelegd"}`,
  questions: questionMessages.title,
  noQuestions: "De auditor heeft over dit normelement nog niets gevraagd.",
  questionColumns: ["Vraag", "Gesteld", "Antwoord", "Status"],
  answerDocument: (name: string) => `Document: ${name}`,
  // The ZIP's index (Inhoud.html)
  indexFile: "Inhoud.html",
  indexIntro: "Per normelement de stand voor de audit en de gekoppelde documenten in de map van dat normelement.",
  indexPdf: "Het hele dossier als PDF:",
  indexNoFiles: "Geen gekoppelde documenten.",
  indexMissing: "ontbreekt in de opslag",
} as const;
