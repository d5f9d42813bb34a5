/** Where the worker hands mail: nowhere (`outbox`: kept in the database for /dev/mailbox) or SMTP. */
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config.ts';

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

/** Keeps mail in the outbox table only (the default outside production). */
export const outboxTransport: MailTransport = {
  name: 'outbox',
  async send() {},
};

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // Lets the receiving side drop a duplicate if a retry follows a delivery we did not see confirmed.
        messageId: `<${mail.id}@mijas.club>`,
      });
    },
    close: () => transporter.close(),
  };
}

export function createTransport(config: ServerConfig): MailTransport {
  if (config.mail.transport === 'smtp' && config.mail.smtpUrl) {
    return smtpTransport(config.mail.smtpUrl, config.mail.from);
  }
  return outboxTransport;
}
