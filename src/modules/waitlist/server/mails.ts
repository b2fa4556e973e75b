/** The mail to a person let in from the waitlist. */
import type { Mail } from "@core/server/mail";

export function admittedMail(to: string, appUrl: string): Mail {
  return {
    to,
    subject: "U kunt nu een account aanmaken bij Normwijs",
    text: `Goed nieuws: u bent toegelaten tot Normwijs.\n\nGa naar ${appUrl} en maak met dit e-mailadres uw account aan.\n\nMet vriendelijke groet,\nNormwijs`,
  };
}
