/**
 * Outgoing mail through nodemailer. Without SMTP_URL, mails are written to the server log so a
 * local install needs no mail server. Mails are plain text, optionally with an HTML version of the
 * same content.
 */
import type nodemailer from "nodemailer";
import { lazyRequire } from "@core/server/lazy-require";
import type { Config } from "@core/server/config";
import type { Logger } from "@core/server/logger";
import { mailMessages } from "@core/server/http/messages";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
};
export type Mailer = { send(mail: Mail): Promise<void> };

export function createMailer(config: Config, log: Logger): Mailer {
  if (!config.SMTP_URL) {
    return {
      async send(mail) {
        log.info(`E-mail (geen SMTP_URL ingesteld) aan ${mail.to}: ${mail.subject}\n${mail.text}`);
      },
    };
  }
  const transport = (lazyRequire("nodemailer") as typeof nodemailer).createTransport(config.SMTP_URL);
  return {
    async send(mail) {
      await transport.sendMail({ from: config.MAIL_FROM, ...mail });
    },
  };
}

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML (names and addresses people typed go into mails). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => htmlEscapes[ch]!);

/** A simple HTML mail: paragraphs (escaped) and one button-like link. */
export function htmlMail(paragraphs: string[], link: { href: string; label: string }, after: string[] = []): string {
  const p = (t: string) => `<p style="margin:0 0 16px">${escapeHtml(t)}</p>`;
  return [
    '<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">',
    ...paragraphs.map(p),
    `<p style="margin:0 0 16px"><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:14px;color:#4b5563">${escapeHtml(mailMessages.buttonFallback)} ${escapeHtml(link.href)}</p>`,
    ...after.map(p),
    "</body></html>",
  ].join("\n");
}
