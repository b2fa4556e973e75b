/** Every Dutch text of the auditor pages (the owner's page and the auditor's own page), in one place. */
import { auditorLinkDays } from "../model";

/** An organisation without a name yet has a handbook without 'van …', never a stand-in name. */
const handbookOf = (organisation: string) =>
  organisation.trim() ? `Kwaliteitshandboek van ${organisation}` : "Kwaliteitshandboek";

export const auditorText = {
  // The owner's page: /handboek/auditor.
  title: "Auditortoegang",
  description:
    "Geef een auditor toegang tot uw kwaliteitshandboek en documenten met een link, zonder account. De auditor kan alles lezen en documenten downloaden, maar niets wijzigen.",
  ownerOnly:
    "Alleen een eigenaar van uw organisatie kan een auditor toegang geven. Vraag de eigenaar om een link voor de auditor te maken.",
  createTitle: "Link aanmaken",
  createDescription: `De link werkt tot de gekozen datum, of tot u hem intrekt. U ziet hier wanneer hij is gebruikt.`,
  name: "Naam",
  email: "E-mailadres",
  days: "Geldig (dagen)",
  daysHint: `Van ${auditorLinkDays.min} tot en met ${auditorLinkDays.max} dagen.`,
  create: "Link aanmaken",
  creating: "Link wordt aangemaakt…",
  created: (name: string) => `De link voor ${name} is aangemaakt. Kopieer hem nu: u ziet hem maar één keer.`,
  newLinkLabel: (name: string) => `Link voor ${name}`,
  newLinkHint: "Deze link ziet u alleen nu. Bent u hem kwijt? Trek hem dan in en maak een nieuwe.",
  copy: "Kopiëren",
  copied: "De link is gekopieerd.",
  copyFailed: "Kopiëren is niet gelukt. Selecteer de link en kopieer hem zelf.",
  mail: "Per e-mail versturen",
  /** A screen reader says this after the mail button. */
  mailTo: (email: string) => ` naar ${email}`,
  mailed: (email: string) => `De link is per e-mail verstuurd naar ${email}.`,
  listTitle: "Links",
  listEmpty: "U heeft nog geen links voor een auditor gemaakt.",
  loading: "Links laden…",
  columns: { name: "Naam", email: "E-mailadres", until: "Geldig tot", status: "Status", lastUsed: "Laatst gebruikt" },
  actions: "Acties",
  neverUsed: "Nog niet",
  revoke: "Intrekken",
  /** A screen reader says this after the revoke button. */
  revokeWhich: (name: string) => ` (link voor ${name})`,
  print: "Afdrukken",
  date: "Datum",
  revokeTitle: (name: string) => `Link voor ${name} intrekken?`,
  revokeDescription: "De link werkt daarna direct niet meer. Dit kunt u niet ongedaan maken.",
  cancel: "Annuleren",
  revoked: (name: string) => `De link voor ${name} is ingetrokken.`,
  accessTitle: (name: string) => `Gebruik van de link voor ${name}`,
  accessEmpty: "Deze link is nog niet gebruikt.",
  accessWhen: "Wanneer",
  accessWhat: "Wat",
  // The auditor's page: /auditor#<token>.
  viewHeading: (organisation: string, auditor: string, until: string) =>
    `${handbookOf(organisation)} — alleen-lezen toegang voor ${auditor}, geldig tot ${until}`,
  viewTitle: (organisation: string) => handbookOf(organisation),
  viewLoading: "Het handboek wordt geladen…",
  personnel: {
    title: "Medewerkers: VOG, registratie en scholing",
    description:
      "Per medewerker in dienst: de VOG, de registratie en de scholing, met de datums waarop ze verlopen. Bestanden deelt de organisatie als antwoord op een vraag.",
    table: "Overzicht van de medewerkers",
    empty: "De organisatie heeft nog geen medewerkers vastgelegd.",
    name: "Medewerker",
    vog: "VOG",
    registration: "Registratie",
    training: "Scholing",
    conversation: "Laatste jaargesprek",
    none: "Geen",
    reasoned: "Niet nodig (reden vastgelegd)",
    until: (day: string, current: boolean) => `${current ? "geldig tot" : "verlopen op"} ${day}`,
    trainings: (n: number, expired: number) =>
      n === 0 ? "Geen" : expired === 0 ? `${n} geldig` : `${n - expired} geldig, ${expired} verlopen`,
  },
  documentsTitle: "Documenten",
  documentsDescription: "Download een document om het te openen.",
  noDocuments: "Geen documenten in deze categorie.",
  documentsOf: (category: string) => `${category} om te downloaden`,
  download: "Downloaden",
  downloading: (name: string) => `'${name}' wordt gedownload…`,
  downloaded: (name: string) => `Het document '${name}' is gedownload.`,
  downloadFailed: "Het downloaden is niet gelukt. Probeer het opnieuw.",
  refusedTitles: {
    missing: "Deze link is niet compleet",
    unknown: "Deze link bestaat niet",
    expired: "Deze link is verlopen",
    revoked: "Deze link is ingetrokken",
    limited: "Even geduld",
    failed: "Het handboek kon niet worden geladen",
  },
  refusedHelp: {
    missing: "Gebruik de hele link die u kreeg, ook het deel na het #-teken.",
    unknown:
      "Controleer of u de hele link heeft gebruikt, ook het deel na het #-teken. Werkt het niet? Vraag de organisatie om een nieuwe link.",
    expired: "De organisatie kan u een nieuwe link geven.",
    revoked:
      "De organisatie heeft de toegang beëindigd. Heeft u nog toegang nodig? Vraag de organisatie om een nieuwe link.",
    limited: "",
    failed: "",
  },
  retry: "Opnieuw proberen",
  elementsTitle: "Per normelement",
  elementsDescription: "Kies een normelement om te zien wat erbij hoort, met de gekoppelde documenten.",
  elementButton: (number: string, title: string, readiness: string) => `${number} ${title} (${readiness})`,
  elementLoading: "Normelement laden…",
  elementFailed: "Dit normelement kon niet worden geladen.",
  backToElements: "Terug naar alle normelementen",
} as const;

/** The questions of the auditor: asked on the auditor's page, answered on the Overzicht and the element pages. */
export const questionText = {
  // The auditor's page.
  askTitle: "Vraag stellen",
  askDescription:
    "Mist u iets, of wilt u iets zien? Stel uw vraag per normelement. De organisatie krijgt een e-mail en ziet uw vraag in Normwijs. Het antwoord ziet u hier.",
  element: "Normelement",
  chooseElement: "Kies een normelement",
  question: "Uw vraag of verzoek",
  questionHint: "Bijvoorbeeld: Graag het verslag van de laatste RI&E.",
  send: "Vraag versturen",
  sending: "Vraag wordt verstuurd…",
  sent: "Uw vraag is verstuurd. De organisatie ziet hem nu.",
  yoursTitle: "Uw vragen",
  yoursEmpty: "U heeft nog geen vragen gesteld.",
  noAnswerYet: "Nog geen antwoord.",
  // Both sides.
  elementLabel: (number: string, title: string) => `Normelement ${number} — ${title}`,
  askedBy: (name: string, at: string) => `Gesteld door ${name} op ${at}`,
  answer: "Antwoord",
  answeredBy: (name: string, at: string) => `Beantwoord door ${name} op ${at}`,
  document: "Document",
  // The organisation's side.
  title: "Vragen van de auditor",
  description:
    "Vragen die een auditor via de auditorlink stelde. Beantwoord een vraag of koppel een document: de auditor ziet uw antwoord via dezelfde link.",
  openTitle: (count: number) => `Open vragen van de auditor (${count})`,
  answerButton: "Beantwoorden",
  linkDocument: "Document koppelen",
  noDocument: "Geen document",
  save: "Antwoord opslaan",
  saved: "Het antwoord is opgeslagen. De auditor ziet het via de link.",
  markDone: "Afgehandeld",
  markedDone: "De vraag is afgehandeld.",
  reopen: "Weer openzetten",
  reopened: "De vraag staat weer open.",
  answerFor: (element: string) => `Antwoord op de vraag over normelement ${element}`,
  documentFor: (element: string) => `Document bij de vraag over normelement ${element}`,
  documentsGroup: "Documenten",
  personnelGroup: "Bestanden van medewerkers (alleen deze auditor ziet het gekoppelde bestand)",
  personnelOption: (person: string, file: string) => `${person}: ${file}`,
} as const;
