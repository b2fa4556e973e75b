/**
 * The one permission policy: per action, the roles that may do it. An allow-list, so a role that is
 * not listed for an action may not do it (a new role can do nothing until it is added here). The
 * server asks it on every route (src/core/server/http/permissions.ts, and billing/server/edit-access.ts for edits
 * with the billing lock on top); the web app reads the same table to
 * hide or disable what the member's role cannot do.
 */
/** The roles of a member: Eigenaar, Bewerker, Lezer. */
export const roles = ["owner", "editor", "reader"] as const;
export type Role = (typeof roles)[number];

export const policy = {
  "kms.edit": ["owner", "editor"],
  "documents.upload": ["owner", "editor"],
  "documents.delete": ["owner", "editor"],
  // Removing a document from the recycle bin for good, or emptying the bin.
  "documents.purge": ["owner"],
  "organisation.edit": ["owner"],
  "team.manage": ["owner"],
  "billing.manage": ["owner"],
  // Reading and exporting the handbook: every role, and never blocked by the billing lock.
  "handbook.read": ["owner", "editor", "reader"],
  "transfer.export": ["owner", "editor", "reader"],
  "auditor.manage": ["owner"],
  // Questions of the auditor: every member reads them; Eigenaar and Bewerker answer them.
  "auditor.questions.read": ["owner", "editor", "reader"],
  "auditor.questions.answer": ["owner", "editor"],
  // Restoring a full export (ZIP) into an empty organisation.
  "transfer.import": ["owner"],
  // Review dates and 'Afgerond' on due items; everyone sees the overview and the calendar.
  "planning.edit": ["owner", "editor"],
  // 'Vaststellen' of a topic page or a document: who approved it is what the auditor asks.
  "planning.approve": ["owner"],
  // The organisation's activity log (who did what, from which address).
  "activity.read": ["owner"],
  // Verbeteracties: every member sees them; Eigenaar and Bewerker make and change them.
  "actions.edit": ["owner", "editor"],
  // Cliëntervaringen: everyone sees the results; the questionnaire and its public link are the owner's.
  "surveys.read": ["owner", "editor", "reader"],
  "surveys.manage": ["owner"],
  // Organisatiebeoordeling: everyone reads it; only an owner drafts and saves one.
  "review.read": ["owner", "editor", "reader"],
  "review.manage": ["owner"],
  // Internal audits: planning and assessing them; the certification cycle's start is the owner's.
  "audits.edit": ["owner", "editor"],
  "audits.cycle": ["owner"],
  // Leesbevestigingen: only an owner asks the team to read and sees who did; every member answers.
  "reading.manage": ["owner"],
  "reading.confirm": ["owner", "editor", "reader"],
  // Medewerkers: personal data. An owner sees and keeps every record (and may grant that to a
  // member, modules/personnel); every member sees and keeps their own record.
  "personnel.manage": ["owner"],
  // Melden: every member reports; an owner (and whom she grants it, modules/reports) triages the
  // reports into the register; the grants and the public complaint form are the owner's.
  "reports.create": ["owner", "editor", "reader"],
  "reports.triage": ["owner"],
  "reports.manage": ["owner"],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof policy;
export const actions = Object.keys(policy) as Action[];

/** Whether a member with this role may do this action. Unknown roles and actions may not. */
export function can(role: Role | undefined, action: Action): boolean {
  if (!role || !Object.hasOwn(policy, action)) return false;
  return (policy[action] as readonly Role[]).includes(role);
}

/** The actions this role may do, in the table's order (answered by /api/me). */
export const allowedActions = (role: Role | undefined): Action[] => actions.filter((a) => can(role, a));

/** The Dutch refusal per action (403). */
export const refusals: Record<Action, string> = {
  "kms.edit": "U heeft alleen leesrechten in deze organisatie.",
  "documents.upload": "U heeft alleen leesrechten in deze organisatie.",
  "documents.delete": "U heeft alleen leesrechten in deze organisatie.",
  "documents.purge": "Alleen een eigenaar kan documenten definitief verwijderen.",
  "organisation.edit": "Alleen een eigenaar kan de instellingen van de organisatie wijzigen.",
  "team.manage": "Alleen een eigenaar kan het team beheren.",
  "billing.manage": "Alleen de eigenaar van de organisatie kan het abonnement beheren.",
  "handbook.read": "U heeft geen rechten om het kwaliteitshandboek te bekijken.",
  "transfer.export": "U heeft geen rechten om gegevens te exporteren.",
  "auditor.manage": "Alleen een eigenaar kan auditoren toegang geven.",
  "auditor.questions.read": "U heeft geen rechten om de vragen van de auditor te bekijken.",
  "auditor.questions.answer": "U heeft alleen leesrechten in deze organisatie.",
  "transfer.import": "Alleen een eigenaar kan gegevens importeren.",
  "planning.edit": "U heeft alleen leesrechten in deze organisatie.",
  "planning.approve": "Alleen een eigenaar kan vaststellen.",
  "activity.read": "Alleen een eigenaar kan de activiteit van de organisatie bekijken.",
  "actions.edit": "U heeft alleen leesrechten in deze organisatie.",
  "surveys.read": "U heeft geen rechten om de cliëntervaringen te bekijken.",
  "surveys.manage": "Alleen een eigenaar kan de vragenlijst en de link wijzigen.",
  "review.read": "U heeft geen rechten om de organisatiebeoordeling te bekijken.",
  "review.manage": "Alleen een eigenaar kan de organisatiebeoordeling opstellen en opslaan.",
  "audits.edit": "U heeft alleen leesrechten in deze organisatie.",
  "audits.cycle": "Alleen een eigenaar kan de certificeringscyclus instellen.",
  "reading.manage": "Alleen een eigenaar kan het team vragen iets te lezen.",
  "reading.confirm": "U kunt hier geen leesbevestiging geven.",
  "personnel.manage": "U heeft geen toegang tot de gegevens van medewerkers.",
  "reports.create": "U kunt in deze organisatie geen melding maken.",
  "reports.triage": "U heeft geen toegang tot de meldingen van uw organisatie.",
  "reports.manage": "Alleen een eigenaar kan het klachtformulier en de toegang tot meldingen beheren.",
};

/** Dutch role names, everywhere in the app. */
export const roleNames: Record<Role, string> = { owner: "Eigenaar", editor: "Bewerker", reader: "Lezer" };

/** What each role may do, in a sentence (invitation mail, team page). */
export const roleDescriptions: Record<Role, string> = {
  owner: "alles, ook het team, het abonnement en de instellingen van de organisatie beheren",
  editor: "het kwaliteitssysteem en de documenten bekijken en bewerken",
  reader: "alles bekijken, maar niets wijzigen",
};
