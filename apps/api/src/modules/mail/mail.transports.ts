// Delivery transports: SMTP (nodemailer) when SMTP_URL is set, otherwise the dev transport that only logs,
// leaving the message readable at GET /api/dev/outbox. SMS has no provider yet: outside production it goes to
// the dev transport; in production it fails loudly instead of pretending to be delivered.
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { OutboxRow } from './mail.repository.ts';

export type OutboxMail = Pick<OutboxRow, 'id' | 'channel' | 'to' | 'subject' | 'text'>;

export interface MailTransport {
  readonly name: string;
  send(mail: OutboxMail): Promise<void>;
  close?(): void;
}

export function createDevTransport(log: FastifyBaseLogger, options: { logBodies: boolean }): MailTransport {
  return {
    name: 'dev',
    async send(mail) {
      log.info(
        {
          mailId: mail.id,
          channel: mail.channel,
          to: mail.to,
          subject: mail.subject,
          // Bodies carry OTPs: useful on a laptop, never written to production logs.
          ...(options.logBodies ? { text: mail.text } : {}),
        },
        'dev outbox: message kept, not delivered (read it at /dev/mail)',
      );
    },
  };
}

export function createSmtpTransport(transporter: Transporter, from: string): MailTransport {
  return {
    name: 'smtp',
    async send(mail) {
      if (mail.channel !== 'email') throw new Error(`The SMTP transport cannot send ${mail.channel}`);
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transporter.close(),
  };
}

const noSmsProvider: MailTransport = {
  name: 'no-sms-provider',
  async send() {
    throw new Error('No SMS provider is configured; SMS cannot be delivered in production');
  },
};

/** Chooses a transport per channel from the configuration. */
export async function createMailTransport(config: Config, log: FastifyBaseLogger): Promise<MailTransport> {
  const dev = createDevTransport(log, { logBodies: !config.isProduction });
  let email = dev;
  if (config.smtpUrl) {
    // Loaded only when used: nodemailer is not needed to start the embedded store.
    const { default: nodemailer } = await import('nodemailer');
    // Short timeouts: on PostgreSQL a send happens while the worker holds its row locks.
    const transporter = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    email = createSmtpTransport(transporter, config.mailFrom);
  }
  const sms = config.isProduction ? noSmsProvider : dev;
  return {
    name: `email:${email.name},sms:${sms.name}`,
    send: (mail) => (mail.channel === 'email' ? email : sms).send(mail),
    close: () => email.close?.(),
  };
}
