// The contact form end to end: client validation, the ~1 s "Sending...", the stored message mailed to support
// and acknowledged to the sender (read back from the dev outbox), the API's 400 for a bad e-mail, and /dev/mail.
import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';
import { sameAtEveryWidth } from './support/viewports.ts';

const SUPPORT_EMAIL = 'support@haat.in';
const ACK_SUBJECT = 'We received your message – Haat';
const SENT = "Message sent successfully! We'll get back to you within 24 hours.";
const INVALID_EMAIL = 'Please enter a valid email address';

interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
}

/** Unique per test and project, so parallel tests never read each other's mail. */
function uniqueSender(testInfo: TestInfo, label: string) {
  const tag = `${label}-${testInfo.project.name}-${Date.now().toString(36)}`;
  return { email: `${tag}@example.in`, subject: `Question about my order ${tag}` };
}

async function outboxSubjects(request: APIRequestContext, to: string): Promise<string[]> {
  const res = await request.get('/api/dev/outbox', { params: { to } });
  expect(res.status()).toBe(200);
  const { messages } = (await res.json()) as { messages: OutboxMessage[] };
  return messages.filter((m) => m.channel === 'email').map((m) => m.subject);
}

test('the contact form checks the e-mail, sends, clears, and mails support and the sender', async ({
  page,
  request,
}, testInfo) => {
  const sender = uniqueSender(testInfo, 'form');
  let posts = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/contact') posts += 1;
  });

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Send us a message' });
  const name = form.getByLabel('Your name');
  const email = form.getByLabel('Email');
  const subject = form.getByLabel('Subject');
  const message = form.getByLabel('Message');
  await saveScreenshot(page, testInfo, 'contact');

  await name.fill('Asha Verma');
  await email.fill('asha.verma@example');
  await subject.fill(sender.subject);
  await message.fill('My parcel shows delivered but has not arrived. Order HT-1234.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(INVALID_EMAIL)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(INVALID_EMAIL);
  await expect(email).toBeFocused();
  expect(posts, 'a bad e-mail is caught in the browser, before any request').toBe(0);
  await saveScreenshot(page, testInfo, 'contact-errors');

  await email.fill(sender.email);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(form.getByRole('status')).toHaveText(SENT);
  for (const field of [name, email, subject, message]) await expect(field).toHaveValue('');
  await expect(form.getByText(INVALID_EMAIL)).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  expect(posts).toBe(1);
  await saveScreenshot(page, testInfo, 'contact-sent');

  await expect
    .poll(() => outboxSubjects(request, SUPPORT_EMAIL))
    .toContain(`Contact form: ${sender.subject}`);
  await expect.poll(() => outboxSubjects(request, sender.email)).toEqual([ACK_SUBJECT]);
});

sameAtEveryWidth(() => {
  test('POST /api/contact answers a bad e-mail with 400 and stores nothing', async ({
    request,
  }, testInfo) => {
    const sender = uniqueSender(testInfo, 'api');
    const badEmail = sender.email.replace('@', '-at-');

    const res = await request.post('/api/contact', {
      data: { name: 'Asha Verma', email: badEmail, subject: sender.subject, message: 'Where is my order?' },
    });
    expect(res.status()).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, error: INVALID_EMAIL, field: 'email' });

    expect(await outboxSubjects(request, SUPPORT_EMAIL)).not.toContain(`Contact form: ${sender.subject}`);
    expect(await outboxSubjects(request, badEmail)).toEqual([]);
  });
});

sameAtEveryWidth(() => {
  test('/dev/mail shows the contact mails', async ({ page, request }, testInfo) => {
    const sender = uniqueSender(testInfo, 'devmail');
    const res = await request.post('/api/contact', {
      data: {
        name: 'Ravi Kumar',
        email: sender.email,
        subject: sender.subject,
        message: 'Do you ship to Leh?',
      },
    });
    expect(res.status()).toBe(201);

    await page.goto('/dev/mail');
    await expect(page.getByRole('heading', { level: 1, name: 'Dev outbox' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(`Contact form: ${sender.subject}`)).toBeVisible();

    // The filter is debounced and the previous list stays until the filtered one arrives.
    await main.getByRole('searchbox', { name: 'E-mail or phone' }).fill(sender.email);
    await expect(main.getByText('1 message · refreshes every 5 seconds')).toBeVisible();
    const messages = main.getByRole('article');
    await expect(messages).toHaveCount(1);
    await expect(messages.getByRole('heading', { name: ACK_SUBJECT })).toBeVisible();
    await expect(messages).toContainText(sender.email);
    await saveScreenshot(page, testInfo, 'dev-mail');
  });
});
