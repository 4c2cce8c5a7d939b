// The contact form: the message is stored and, in the same transaction, mailed to support and acknowledged
// to the sender, so a stored message is never left unannounced.
import type { ContactRequest } from '@haat/domain/contact/contact.schema';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import type { Db } from '../../db/client.ts';
import { queueMail, type MailKicker } from '../mail/mail.service.ts';
import { insertContactMessage } from './contact.repository.ts';

export interface ContactDeps {
  db: Db;
  supportEmail: string;
  mail: MailKicker;
}

export const CONTACT_ACK_SUBJECT = `We received your message – ${BRAND_NAME}`;

export async function sendContactMessage(deps: ContactDeps, input: ContactRequest): Promise<{ id: string }> {
  const id = await deps.db.transaction(async (tx) => {
    const messageId = await insertContactMessage(tx, input);
    await queueMail(tx, {
      channel: 'email',
      to: deps.supportEmail,
      subject: `Contact form: ${input.subject}`,
      text: [
        `Name: ${input.name}`,
        `Email: ${input.email}`,
        `Subject: ${input.subject}`,
        `Reference: ${messageId}`,
        '',
        input.message,
      ].join('\n'),
    });
    await queueMail(tx, {
      channel: 'email',
      to: input.email,
      subject: CONTACT_ACK_SUBJECT,
      // Nothing the sender typed is echoed: anyone can enter any address, and the form must not relay their text.
      text: [
        'Hello,',
        '',
        `Thank you for contacting ${BRAND_NAME}. We have received your message and will get back to you within 24 hours.`,
        '',
        `Reference: ${messageId}`,
        '',
        'If you did not write to us, you can ignore this e-mail.',
        '',
        `– ${BRAND_NAME} Customer Support`,
      ].join('\n'),
    });
    return messageId;
  });
  deps.mail.kick();
  return { id };
}
