/** The mails of Melden: a new report to who triages, the feedback to the reporter, the client's receipt. */
import type { Mail } from "@core/server/mail";
import { htmlMail, escapeHtml } from "@core/server/mail";
import { reportMails as t } from "../messages";

/** To an Eigenaar or a granted member: a new report (its type only: no text, no name in a mail). */
export function newReportMail(input: { to: string; name: string; type: string; link: string }): Mail {
  const intro = t.newIntro(input.name, input.type);
  return {
    to: input.to,
    subject: t.newSubject(input.type),
    text: [...intro, `${t.newLabel}: ${input.link}`, t.greeting].join("\n\n"),
    html: htmlMail(intro, { href: input.link, label: t.newLabel }, [t.greeting]),
  };
}

/** To the reporter: the report is handled, with the Eigenaar's words. */
export function handledMail(input: {
  to: string;
  name: string;
  type: string;
  on: string;
  feedback: string;
  link: string;
}): Mail {
  const intro = [...t.handledIntro(input.name, input.type, input.on), input.feedback];
  return {
    to: input.to,
    subject: t.handledSubject,
    text: [...intro, `${t.handledLabel}: ${input.link}`, t.greeting].join("\n\n"),
    html: htmlMail(intro, { href: input.link, label: t.handledLabel }, [t.greeting]),
  };
}

/** To a client who left an address: the complaint came in, and when the decision is due. */
export function receiptMail(input: { to: string; organisation: string; received: string; decisionBy: string }): Mail {
  const lines = [...t.receiptText(input.organisation, input.received, input.decisionBy), t.greeting];
  return {
    to: input.to,
    subject: t.receiptSubject(input.organisation),
    text: lines.join("\n\n"),
    html: `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5">${lines
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join("")}</body></html>`,
  };
}
