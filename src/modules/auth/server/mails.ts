/**
 * The account mails: a password reset link, an e-mail address to confirm after sign-up, and a new
 * e-mail address to confirm before it replaces the old one. Dutch, HTML and plain text, each saying
 * who sends it and why. The links lead to the app's own pages, which call the API.
 */
import type { Config } from "@core/server/config";
import type { Mail } from "@core/server/mail";
import { htmlMail } from "@core/server/mail";
import { paths } from "@core/shared/paths";

const greeting = (name: string) => `Beste ${name},`;
const signature = "Met vriendelijke groet,\nNormwijs";

function compose(to: string, subject: string, intro: string[], link: { href: string; label: string }, outro: string[]) {
  return {
    to,
    subject,
    text: [...intro, `${link.label}:\n${link.href}`, ...outro, signature].join("\n\n") + "\n",
    html: htmlMail(intro, link, [...outro, signature]),
  } satisfies Mail;
}

export const resetPasswordLink = (config: Config, token: string) =>
  `${config.appUrl}${paths.wachtwoordHerstellen}?token=${encodeURIComponent(token)}`;

export const confirmEmailLink = (config: Config, token: string) =>
  `${config.appUrl}${paths.eMailBevestigen}?token=${encodeURIComponent(token)}`;

export function resetPasswordMail(config: Config, user: { name: string; email: string }, token: string): Mail {
  return compose(
    user.email,
    "Nieuw wachtwoord instellen voor Normwijs",
    [
      greeting(user.name),
      `U (of iemand anders) heeft gevraagd om een nieuw wachtwoord voor uw Normwijs-account (${user.email}). Deze e-mail komt van Normwijs, het kwaliteitssysteem van uw organisatie.`,
      "Via de link hieronder stelt u een nieuw wachtwoord in. Daarna wordt u overal uitgelogd en logt u opnieuw in met het nieuwe wachtwoord.",
    ],
    { href: resetPasswordLink(config, token), label: "Nieuw wachtwoord instellen" },
    [
      "De link is 1 uur geldig en werkt één keer.",
      "Heeft u dit niet aangevraagd? Dan kunt u deze e-mail negeren. Uw wachtwoord blijft dan hetzelfde.",
    ],
  );
}

export function verifyEmailMail(config: Config, user: { name: string; email: string }, token: string): Mail {
  return compose(
    user.email,
    "Bevestig uw e-mailadres voor Normwijs",
    [
      greeting(user.name),
      `U heeft een account gemaakt in Normwijs met dit e-mailadres (${user.email}). Bevestig dat het uw e-mailadres is, zodat u het kunt gebruiken als u uw wachtwoord vergeet.`,
    ],
    { href: confirmEmailLink(config, token), label: "E-mailadres bevestigen" },
    [
      "De link is 24 uur geldig. Is hij verlopen? Kies dan in Normwijs 'Opnieuw versturen'.",
      "Heeft u geen account gemaakt in Normwijs? Dan kunt u deze e-mail negeren.",
    ],
  );
}

export function changeEmailMail(config: Config, user: { name: string }, newEmail: string, token: string): Mail {
  return compose(
    newEmail,
    "Bevestig uw nieuwe e-mailadres voor Normwijs",
    [
      greeting(user.name),
      `U heeft in Normwijs gevraagd om uw e-mailadres te wijzigen in ${newEmail}. Pas als u dit bevestigt, gaat de wijziging in. Tot dan logt u in met uw oude e-mailadres.`,
    ],
    { href: confirmEmailLink(config, token), label: "Nieuw e-mailadres bevestigen" },
    [
      "De link is 24 uur geldig.",
      "Heeft u dit niet aangevraagd? Dan kunt u deze e-mail negeren. Er verandert dan niets.",
    ],
  );
}
