import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactResponseSchema } from '@haat/domain/contact/contact.schema';
import { MESSAGES } from '@haat/domain/validation/messages';
import { contactMessages } from '../../db/schema/contact.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { CONTACT_ACK_SUBJECT, sendContactMessage } from './contact.service.ts';

const valid = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  subject: 'Late parcel',
  message: 'My order has not arrived.',
};

describe(`POST /api/contact (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ FORM_RATE_LIMIT_MAX: '1000', SUPPORT_EMAIL: 'care@haat.in' });
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.database.db.delete(contactMessages);
    await t.database.db.delete(mailOutbox);
  });

  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });
  const stored = async () => ({
    messages: await t.database.db.select().from(contactMessages),
    mail: await t.database.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt),
  });

  it('stores the message, mails support and the sender, and answers 201 with the spec text', async () => {
    const res = await post({ ...valid, name: '  Asha Verma ' });
    expect(res.statusCode).toBe(201);
    const body = contactResponseSchema.parse(res.json());
    expect(body).toEqual({ success: true, message: MESSAGES.contact.sent, id: expect.any(String) });

    const { messages, mail } = await stored();
    expect(messages).toEqual([expect.objectContaining({ id: body.id, ...valid })]);
    expect(mail).toHaveLength(2);
    const [toSupport, ack] = mail;
    expect(toSupport).toMatchObject({
      channel: 'email',
      to: 'care@haat.in',
      subject: 'Contact form: Late parcel',
    });
    expect(toSupport?.text).toContain('Name: Asha Verma');
    expect(toSupport?.text).toContain('Email: asha@example.com');
    expect(toSupport?.text).toContain('My order has not arrived.');
    expect(ack).toMatchObject({ channel: 'email', to: 'asha@example.com', subject: CONTACT_ACK_SUBJECT });
    expect(ack?.text).toContain('within 24 hours');
    // The acknowledgement goes to any address typed in, so it must not carry the typed text.
    expect(ack?.text).not.toContain('My order has not arrived.');

    // The app's worker is kicked after the commit: both leave well before its 5 s poll.
    await vi.waitFor(
      async () => expect((await stored()).mail.map((m) => m.status)).toEqual(['sent', 'sent']),
      { timeout: 3_000, interval: 25 },
    );
  });

  it.each([
    [{ ...valid, email: 'asha@' }, MESSAGES.emailInvalid, 'email'],
    [{ ...valid, email: '' }, MESSAGES.emailRequired, 'email'],
    [{ name: valid.name, subject: valid.subject, message: valid.message }, MESSAGES.emailRequired, 'email'],
    [{ ...valid, name: undefined }, MESSAGES.contact.nameRequired, 'name'],
    [{ ...valid, name: '   ' }, MESSAGES.contact.nameRequired, 'name'],
    [{ ...valid, subject: '' }, MESSAGES.contact.subjectRequired, 'subject'],
    [{ ...valid, message: undefined }, MESSAGES.contact.messageRequired, 'message'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'Must be at most 5000 characters', 'message'],
  ])(
    'answers bad input %# with 400, the message and the field, and stores nothing',
    async (payload, error, field) => {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error, code: 'VALIDATION_FAILED', field });
      const { messages, mail } = await stored();
      expect(messages).toHaveLength(0);
      expect(mail).toHaveLength(0);
    },
  );

  it('answers a non-JSON content type with 415', async () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: 'name=Asha',
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode, contentType).toBe(415);
      expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expect((await stored()).messages).toHaveLength(0);
  });

  it('answers invalid JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: '{"name": "Asha",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: MESSAGES.invalidJson, code: 'BAD_REQUEST' });
  });

  it('answers a body that is too large with 413', async () => {
    const res = await post({ ...valid, message: 'x'.repeat(40 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect((await stored()).messages).toHaveLength(0);
  });

  it('stores nothing when the mail cannot be queued (one transaction)', async () => {
    const kick = vi.fn();
    await expect(
      sendContactMessage({ db: t.database.db, supportEmail: ' ', mail: { kick } }, valid),
    ).rejects.toThrow('empty recipient');
    const { messages, mail } = await stored();
    expect(messages).toHaveLength(0);
    expect(mail).toHaveLength(0);
    expect(kick).not.toHaveBeenCalled();
  });
});
