import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export type MailMessage = { to: string; subject: string; text: string; html?: string; /** shown in the log in outbox mode */ link?: string };
export type Mailer = { send(message: MailMessage): Promise<void>; close(): void };

/**
 * SMTP when SMTP_URL is set. Otherwise each message becomes an .eml file in DATA_DIR/outbox and
 * its link is printed in the log, so a newcomer can finish sign-up on their own machine.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, to: message.to, subject: message.subject, text: message.text, html: message.html });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      // Local development only (no SMTP configured): the link is how the newcomer follows the e-mail.
      log.info({ outboxFile: file, subject: message.subject, link: message.link }, 'e-mail written to the outbox');
    },
    close: () => transport.close(),
  };
}

/**
 * Every e-mail ends with the organisation's footer (name, address, charity number: the site settings),
 * read when it is sent, so a change shows in the next e-mail. A footer that cannot be read leaves it out.
 */
export function withFooter(mailer: Mailer, footer: () => Promise<string>): Mailer {
  return {
    async send(message) {
      const lines = await footer().catch(() => '');
      await mailer.send(lines ? { ...message, text: `${message.text}\n\n-- \n${lines}` } : message);
    },
    close: () => mailer.close(),
  };
}

/** Counts what leaves and what the transport refuses (the metrics' e-mails sent and failed), whichever transport it is. */
export function withCounts(mailer: Mailer, counts: { mailSent: () => void; mailFailed: () => void }): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        counts.mailFailed();
        throw error;
      }
      counts.mailSent();
    },
    close: () => mailer.close(),
  };
}
