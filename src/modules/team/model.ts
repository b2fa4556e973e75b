/** The team: members and invitations, shared by server and web app (texts: messages.ts, input: schemas.ts). */

import type { Role } from "@core/shared/permissions";
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
