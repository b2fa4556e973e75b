/** The team: members, invitations and their Dutch messages, shared by server and web app. */
import { z } from "zod";
import { emailSchema, roles, signUpSchema, type Role } from "./schemas";
import { safeId } from "./input";

export type TeamMemberDto = { userId: string; name: string; email: string; role: Role; since: string };

export type InvitationDto = {
  id: string;
  email: string;
  role: Role;
  createdAt: string;
  expiresAt: string;
  invitedBy: string | null;
};

/** What the invitation page is told about a link: an open invitation, or why it cannot be used. */
export type InvitationLookupDto =
  | {
      state: "open";
      organisationName: string;
      inviterName: string | null;
      email: string;
      role: Role;
      accountExists: boolean;
      expiresAt: string;
    }
  | { state: "revoked" | "used" | "expired" | "unknown" };

/** Days an invitation link stays valid. */
export const invitationDays = 7;

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

const roleSchema = z.enum(roles, { error: teamMessages.chooseRole });

export const roleChangeSchema = z.object({ role: roleSchema }).strict();
export const inviteSchema = z.object({ email: emailSchema, role: roleSchema }).strict();
/** Joining through an invitation: a new account's name and password (the e-mail address is the invitation's). */
export const invitedSignUpSchema = signUpSchema.pick({ name: true, password: true }).strict();
export const switchOrganisationSchema = z.object({ organisationId: safeId(teamMessages.chooseOrganisation) }).strict();
