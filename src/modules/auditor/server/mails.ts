/** The mail that sends an auditor their link: Dutch, HTML and plain text. */
import type { Mail } from "@core/server/mail";
import { htmlMail } from "@core/server/mail";

export function auditorLinkMail(input: {
  to: string;
  auditorName: string;
  sender: { name: string; email: string };
  /** The organisation's name; empty when it has none yet. */
  organisationName: string;
  /** The last day the link works, as a Dutch date. */
  until: string;
  link: string;
}): Mail {
  const { sender, until, link } = input;
  const organisation = input.organisationName || `de organisatie van ${sender.name}`;
  const intro = [
    `Beste ${input.auditorName},`,
    `${sender.name} (${sender.email}) geeft u toegang tot het kwaliteitshandboek van ${organisation} in Normwijs.`,
    `Met de link hieronder kunt u het handboek lezen en de documenten downloaden, zonder account. U kunt niets wijzigen. De link is geldig tot en met ${until}.`,
  ];
  const outro = [
    "Deel deze link niet met anderen: iedereen met de link kan het handboek inzien. De organisatie ziet wanneer de link is gebruikt en kan hem op elk moment intrekken.",
    "Met vriendelijke groet,\nNormwijs",
  ];
  return {
    to: input.to,
    subject: `Kwaliteitshandboek van ${organisation} inzien`,
    text: [...intro, `Open het handboek: ${link}`, ...outro].join("\n\n"),
    html: htmlMail(intro, { href: link, label: "Handboek openen" }, outro),
  };
}

/**
 * Tells an Eigenaar or Bewerker that the auditor asked something about an element. The question's
 * text stays in Normwijs: whoever holds a leaked link would otherwise write whatever they like
 * into the team's mailboxes, under our name.
 */
export function auditorQuestionMail(input: {
  to: string;
  recipientName: string;
  auditorName: string;
  organisationName: string;
  element: { number: string; title: string };
  link: string;
}): Mail {
  const { element } = input;
  // Without a name the link is simply 'de auditorlink': no stand-in for the name.
  const link = input.organisationName ? `de auditorlink van ${input.organisationName}` : "de auditorlink";
  const intro = [
    `Beste ${input.recipientName},`,
    `Auditor ${input.auditorName} heeft via ${link} een vraag gesteld over normelement ${element.number} (${element.title}).`,
    "Lees de vraag in Normwijs. Beantwoord de vraag in Normwijs of koppel er een document aan. De auditor ziet uw antwoord via dezelfde link.",
  ];
  const outro = ["Met vriendelijke groet,\nNormwijs"];
  return {
    to: input.to,
    subject: `Vraag van de auditor over normelement ${element.number}`,
    text: [...intro, `Bekijk de vraag: ${input.link}`, ...outro].join("\n\n"),
    html: htmlMail(intro, { href: input.link, label: "Vraag bekijken" }, outro),
  };
}
