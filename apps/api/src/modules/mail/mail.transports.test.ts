import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { loadConfig } from '../../config.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import {
  createDevTransport,
  createMailTransport,
  createSmtpTransport,
  type OutboxMail,
} from './mail.transports.ts';

const otpMail: OutboxMail = {
  id: 'm1',
  channel: 'email',
  to: 'asha@example.com',
  subject: 'Your OTP',
  text: 'OTP 482913',
};

function fakeLogger() {
  const info = vi.fn();
  const log = { info, warn: vi.fn(), error: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger;
  return { log, info };
}

/** The smallest SMTP server nodemailer will talk to (no TLS, no auth): it keeps each message's DATA. */
async function startSmtpServer(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let data: string[] | undefined;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            messages.push(data.join('\n'));
            data = undefined;
            socket.write('250 queued\r\n');
          } else data.push(line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'DATA') {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('mail transports', () => {
  it('dev transport logs the body outside production only', async () => {
    const dev = fakeLogger();
    await createDevTransport(dev.log, { logBodies: true }).send(otpMail);
    expect(dev.info.mock.calls[0]?.[0]).toMatchObject({
      mailId: 'm1',
      to: 'asha@example.com',
      text: 'OTP 482913',
    });
    const prod = fakeLogger();
    await createDevTransport(prod.log, { logBodies: false }).send(otpMail);
    expect(prod.info.mock.calls[0]?.[0]).toMatchObject({ mailId: 'm1', subject: 'Your OTP' });
    expect(JSON.stringify(prod.info.mock.calls)).not.toContain('482913');
  });

  it('SMTP transport sends from MAIL_FROM and refuses SMS', async () => {
    const transporter = nodemailer.createTransport({ jsonTransport: true });
    const sendMail = vi.spyOn(transporter, 'sendMail');
    const smtp = createSmtpTransport(transporter, 'Haat <no-reply@haat.in>');
    await smtp.send(otpMail);
    expect(sendMail).toHaveBeenCalledWith({
      from: 'Haat <no-reply@haat.in>',
      to: 'asha@example.com',
      subject: 'Your OTP',
      text: 'OTP 482913',
    });
    await expect(smtp.send({ ...otpMail, channel: 'sms', to: '+919876543210' })).rejects.toThrow(
      /cannot send sms/,
    );
  });

  it('fails SMS in production instead of pretending to deliver it, and keeps SMS in the dev outbox elsewhere', async () => {
    const { log } = fakeLogger();
    const sms = { ...otpMail, channel: 'sms' as const, to: '+919876543210' };
    const production = await createMailTransport(
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:1',
        JWT_SECRET: 'p'.repeat(32),
        RAZORPAY_KEY_ID: 'rzp_test_mail',
        RAZORPAY_KEY_SECRET: 's'.repeat(24),
      }),
      log,
    );
    await expect(production.send(sms)).rejects.toThrow('No SMS provider is configured');
    production.close?.();
    const development = await createMailTransport(loadConfig({}), log);
    await expect(development.send(sms)).resolves.toBeUndefined();
    expect(development.name).toBe('email:dev,sms:dev');
  });
});

describe(`SMTP delivery end to end (${testDatabaseKind})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Haat <no-reply@haat.in>',
      MAIL_WORKER_INTERVAL_MS: '60000',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the contact form mail over SMTP and marks the rows sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Asha', email: 'asha@example.com', subject: 'Late parcel', message: 'Where is it?' },
    });
    expect(res.statusCode).toBe(201);
    await vi.waitFor(
      async () => {
        const rows = await t.database.db.select().from(mailOutbox);
        expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(smtp.messages).toHaveLength(2);
    const toSupport = smtp.messages.find((m) => m.includes('To: support@haat.in'));
    expect(toSupport).toContain('Subject: Contact form: Late parcel');
    expect(toSupport).toContain('From: Haat <no-reply@haat.in>');
    expect(toSupport).toContain('Where is it?');
    expect(smtp.messages.some((m) => m.includes('To: asha@example.com'))).toBe(true);
  });
});
