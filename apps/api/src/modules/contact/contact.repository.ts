// contact_messages: one row per message sent through the contact page.
import type { ContactRequest } from '@haat/domain/contact/contact.schema';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/contact.ts';

export async function insertContactMessage(executor: Db, message: ContactRequest): Promise<string> {
  const [row] = await executor.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error('contact_messages insert returned no row');
  return row.id;
}
