/** The invitation mail: Dutch, HTML and plain text. */
import type { Role } from "@core/shared/permissions";
import type { Mail } from "@core/server/mail";
import { htmlMail } from "@core/server/mail";
import { invitationDays } from "../model";
import { roleDescriptions, roleNames } from "@core/shared/permissions";

export function invitationMail(input: {
  to: string;
  inviter: { name: string; email: string };
  /** The organisation's name; empty when it has none yet. */
  organisationName: string;
  role: Role;
  link: string;
}): Mail {
  const { inviter, role, link } = input;
  const where = input.organisationName ? input.organisationName : `de organisatie van ${inviter.name}`;
  const intro = [
    "Beste collega,",
    `${inviter.name} (${inviter.email}) nodigt u uit om samen te werken aan het kwaliteitssysteem van ${where} in Normwijs.`,
    `U krijgt de rol ${roleNames[role]}: u kunt ${roleDescriptions[role]}.`,
  ];
  const outro = [
    `De link is ${invitationDays} dagen geldig en werkt één keer. Verwacht u deze uitnodiging niet? Dan kunt u deze e-mail negeren.`,
    "Met vriendelijke groet,\nNormwijs",
  ];
  return {
    to: input.to,
    subject: `${inviter.name} nodigt u uit voor ${where} in Normwijs`,
    text: [...intro, `Neem de uitnodiging aan via deze link:\n${link}`, ...outro].join("\n\n") + "\n",
    html: htmlMail(intro, { href: link, label: "Uitnodiging bekijken" }, outro),
  };
}
