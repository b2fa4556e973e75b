/** What the team's routes accept: a role, an invitation, an invited sign-up, a switch of organisation. */
import { emailSchema, signUpSchema } from "@modules/auth/schemas";
import { roles } from "@core/shared/permissions";
import { z } from "zod";
import { safeId } from "@core/shared/input";
import { teamMessages } from "./messages";

const roleSchema = z.enum(roles, { error: teamMessages.chooseRole });

export const roleChangeSchema = z.object({ role: roleSchema }).strict();

export const inviteSchema = z.object({ email: emailSchema, role: roleSchema }).strict();

/** Joining through an invitation: a new account's name and password (the e-mail address is the invitation's). */
export const invitedSignUpSchema = signUpSchema.pick({ name: true, password: true }).strict();

export const switchOrganisationSchema = z.object({ organisationId: safeId(teamMessages.chooseOrganisation) }).strict();
