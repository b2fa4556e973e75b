/** The questionnaire's mails in Dutch: the notice that answers were set aside (set-aside.ts). */
import type { Mail } from "@core/server/mail";
import { htmlMail } from "@core/server/mail";

/** To an Eigenaar: answers past the link's limits were set aside; no answer's text in it. */
export function setAsideMail(input: { to: string; name: string; link: string }): Mail {
  const intro = [
    `Beste ${input.name},`,
    "Via de link van uw vragenlijst voor cliënten komen op dit moment veel meer antwoorden binnen dan gewoonlijk. Misschien is de link gedeeld op een plek waar hij niet hoort.",
    "Normwijs weigert deze antwoorden niet, maar zet ze apart. Ze tellen niet mee in de resultaten totdat u ze accepteert. Bekijk ze bij Cliëntervaringen en kies 'Accepteren' of 'Verwijderen'.",
  ];
  const outro = [
    "Komen er antwoorden binnen die u niet vertrouwt? Maak dan bij Cliëntervaringen een nieuwe link. De oude link werkt dan niet meer.",
    "Met vriendelijke groet,\nNormwijs",
  ];
  return {
    to: input.to,
    subject: "Antwoorden op uw vragenlijst apart gezet",
    text: [...intro, `Bekijk de antwoorden: ${input.link}`, ...outro].join("\n\n"),
    html: htmlMail(intro, { href: input.link, label: "Antwoorden bekijken" }, outro),
  };
}
