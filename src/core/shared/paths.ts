/**
 * Every URL of the single-page app, in one place: the router's route definitions, every link and
 * navigation, the sidebar and the links in mails are built from these. `patterns` are the route
 * definitions of the pages with a parameter (TanStack Router's `$name`); the functions of the same
 * name build one concrete address.
 */
export const paths = {
  home: "/",
  login: "/login",
  wachtwoordVergeten: "/wachtwoord-vergeten",
  wachtwoordHerstellen: "/wachtwoord-herstellen",
  eMailBevestigen: "/e-mail-bevestigen",
  uitnodiging: (token: string) => `/uitnodiging/${token}`,
  auditor: "/auditor",
  instellingen: "/instellingen",
  account: "/instellingen/account",
  team: "/instellingen/team",
  activiteit: "/instellingen/activiteit",
  abonnement: "/abonnement",
  abonnementSuccess: "/abonnement/success",
  abonnementCancel: "/abonnement/cancel",
  kwaliteitssysteem: (slug: string) => `/kwaliteitssysteem/${slug}`,
  documenten: (category: string) => `/documenten/${category}`,
  prullenbak: "/documenten/prullenbak",
  invulinstructie: "/invulinstructie",
  tips: "/invulinstructie/tips",
  privacy: "/privacy",
  voorwaarden: "/voorwaarden",
  contact: "/contact",
  handboek: "/handboek",
  handboekExporteren: "/handboek/exporteren",
  handboekImporteren: "/handboek/importeren",
  handboekAuditor: "/handboek/auditor",
  kalender: "/kalender",
  verbeteracties: "/verbeteren/acties",
  verbeteractie: (id: string) => `/verbeteren/acties/${id}`,
  audits: "/verbeteren/audits",
  audit: (id: string) => `/verbeteren/audits/${id}`,
  /** A finding (a checklist point) by its id: the page finds its audit and opens it at the point. */
  auditBevinding: (pointId: string) => `/verbeteren/audits/bevinding/${pointId}`,
  clientervaringen: "/verbeteren/clientervaringen",
  /** The page of one HKZ element ('4.5'): what covers it and its readiness. */
  normelement: (number: string) => `/normelementen/${number}`,
  organisatiebeoordeling: "/verbeteren/organisatiebeoordeling",
  /** The quarterly analysis of the register of 4.5 (modules/report-analysis). */
  kwartaalanalyse: "/verbeteren/kwartaalanalyse",
  /** The public questionnaire for clients (no account): the link's secret is the last segment. */
  vragenlijst: (token: string) => `/vragenlijst/${token}`,
  leesbevestigingen: "/leesbevestigingen",
  leesvraag: (id: string) => `/leesbevestigingen/${id}`,
  medewerkers: "/medewerkers",
  medewerker: (id: string) => `/medewerkers/${id}`,
  /** Melden: the form every member opens from the top bar, the list and one report. */
  melden: "/melden",
  meldingen: "/meldingen",
  melding: (id: string) => `/meldingen/${id}`,
  /** The public complaint form for clients (no account): the link's secret is the last segment. */
  klacht: (token: string) => `/klacht/${token}`,
} as const;

/** Route definitions of the pages with a parameter; build their addresses with `paths`. */
export const patterns = {
  kwaliteitssysteem: "/kwaliteitssysteem/$slug",
  documenten: "/documenten/$category",
  uitnodiging: "/uitnodiging/$token",
  verbeteractie: "/verbeteren/acties/$actionId",
  audit: "/verbeteren/audits/$auditId",
  auditBevinding: "/verbeteren/audits/bevinding/$pointId",
  vragenlijst: "/vragenlijst/$token",
  normelement: "/normelementen/$number",
  leesvraag: "/leesbevestigingen/$itemId",
  medewerker: "/medewerkers/$personId",
  melding: "/meldingen/$reportId",
  klacht: "/klacht/$token",
} as const;
