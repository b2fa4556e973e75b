/** The team's Dutch texts that the server answers with and the pages show. */

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
