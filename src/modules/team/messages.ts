/** Every Dutch text of the team: the server's answers and the Team and invitation pages. */

export const teamMessages = {
  chooseRole: "Kies een rol: Eigenaar, Bewerker of Lezer.",
  chooseOrganisation: "Kies een organisatie.",
  lastOwner:
    "Een organisatie heeft altijd minstens één eigenaar. Maak eerst iemand anders eigenaar voordat u deze eigenaar wijzigt, verwijdert of vertrekt.",
  memberNotFound: "Deze persoon is geen lid (meer) van de organisatie.",
  alreadyMember: "Deze persoon is al lid van uw organisatie.",
  invitationNotFound: "Deze uitnodiging bestaat niet (meer).",
  invitationNotOpen: "Deze uitnodiging kan niet meer worden gebruikt.",
  wrongAccount:
    "Deze uitnodiging is voor een ander e-mailadres. Log in met het e-mailadres waarop u de uitnodiging kreeg.",
  notAMemberThere: "U bent geen lid van deze organisatie.",
  alreadyMemberYourself: "U bent al lid van deze organisatie.",
  mailFailed:
    "De uitnodiging is opgeslagen, maar de e-mail kon niet worden verstuurd. Probeer het later opnieuw met 'Opnieuw versturen'.",
};

/** Every Dutch text of the Team page and the invitation page. */
export const messages = {
  title: "Team",
  description: "Wie werkt mee aan het kwaliteitssysteem van uw organisatie, en met welke rol.",
  cancel: "Annuleren",
  remove: "Verwijderen",
  email: "E-mailadres",
  role: "Rol",
  members: {
    title: "Leden",
    description: "Een organisatie heeft altijd minstens één eigenaar.",
    loading: "Leden laden…",
    tableLabel: "Leden van het team",
    columns: { name: "Naam", email: "E-mailadres", role: "Rol", since: "Lid sinds", actions: "Acties" },
    you: " (u)",
    roleOf: (name: string) => `Rol van ${name}`,
    roleChanged: (name: string, role: string) => `${name} heeft nu de rol ${role}.`,
    leave: "Organisatie verlaten",
  },
  removeDialog: {
    title: (name: string) => `${name} verwijderen?`,
    text: (name: string, email: string) =>
      `${name} (${email}) heeft daarna direct geen toegang meer tot uw organisatie.`,
    removed: (name: string) => `${name} is uit het team verwijderd.`,
  },
  leaveDialog: {
    title: "Organisatie verlaten?",
    text: "U heeft daarna geen toegang meer tot deze organisatie. Een eigenaar kan u opnieuw uitnodigen.",
    confirm: "Verlaten",
  },
  invite: {
    title: "Collega uitnodigen",
    description: "Uw collega krijgt een e-mail met een link. De link is 7 dagen geldig.",
    send: "Uitnodiging versturen",
    sent: (email: string, role: string) => `Uitnodiging verstuurd naar ${email} als ${role}.`,
  },
  invitations: {
    title: "Open uitnodigingen",
    loading: "Uitnodigingen laden…",
    empty: "Er staan geen uitnodigingen open.",
    expired: "Verlopen",
    validUntil: (date: string) => `Geldig tot ${date}`,
    resend: "Opnieuw versturen",
    resendTo: (email: string) => ` naar ${email}`,
    resent: (email: string) => `Uitnodiging opnieuw verstuurd naar ${email}.`,
    revoke: "Intrekken",
    revokeFor: (email: string) => ` voor ${email}`,
    revoked: (email: string) => `Uitnodiging voor ${email} ingetrokken.`,
  },
  rolesTitle: "Wat mag elke rol?",
  /** The page a mailed invitation links to. */
  invitation: {
    title: "Uitnodiging",
    titleFor: (organisation: string) => `Uitnodiging voor ${organisation}`,
    loading: "Uitnodiging laden…",
    toSignIn: "Naar inloggen",
    closed: {
      used: {
        title: "Deze uitnodiging is al gebruikt",
        text: "Een uitnodiging werkt één keer. Heeft u al een account? Log dan in.",
      },
      revoked: {
        title: "Deze uitnodiging is ingetrokken",
        text: "De organisatie heeft deze uitnodiging ingetrokken. Vraag degene die u uitnodigde om een nieuwe uitnodiging.",
      },
      expired: {
        title: "Deze uitnodiging is verlopen",
        text: "Een uitnodiging is 7 dagen geldig. Vraag degene die u uitnodigde om de uitnodiging opnieuw te versturen.",
      },
      unknown: {
        title: "Deze uitnodiging bestaat niet",
        text: "Controleer of u de hele link uit de e-mail heeft gebruikt. Is er een nieuwere e-mail? Gebruik dan de link daarin.",
      },
    },
    aColleague: "Een collega",
    invites: (who: string) => `${who} nodigt u uit om mee te werken in Normwijs als`,
    canDo: (what: string) => `: u kunt ${what}.`,
    wrongAccount: (signedIn: string, invited: string) =>
      `U bent ingelogd als ${signedIn}, maar deze uitnodiging is voor ${invited}. Log uit en open de link opnieuw.`,
    signOut: "Uitloggen",
    join: "Deelnemen",
    passwordMissing: "Vul uw wachtwoord in.",
    hasAccount: "U heeft al een account. Log in om deel te nemen.",
    password: "Wachtwoord",
    signInAndJoin: "Inloggen en deelnemen",
    createAccount: "Maak uw account aan met dit e-mailadres.",
    name: "Naam",
    signUpAndJoin: "Account aanmaken en deelnemen",
  },
} as const;
