/**
 * Outgoing mail through nodemailer. Without SMTP_URL, mails are written to the server log so a
 * local install needs no mail server.
 */
import type nodemailer from "nodemailer";
import { lazyRequire } from "./lazy-require";
import type { Config } from "./config";
import type { Logger } from "./logger";

export type Mail = { to: string; subject: string; text: string };
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
