import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { get, post } from '../support/http';

/**
 * A stand-in mail server at the outside edge: it records what it is sent. While `gate` is closed it holds
 * each mail at DATA, as a slow or distant server would.
 */
const received: { to: string[]; data: string }[] = [];
let gate: Promise<void> = Promise.resolve();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk) => (data += chunk));
    stream.on('end', () => {
      void gate.then(() => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    SMTP_FROM: 'Dropmall <codes@dropmall.test>',
  });
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
  smtp.close();
});

describe('e-mail over SMTP', () => {
  it('delivers the code through the SMTP server and keeps no readable code in the outbox', async () => {
    const res = await post(t.app, '/v1/business/emailCode', {
      email: 'smtp-user@example.com',
      purpose: 'register',
    });
    expect(res.statusCode).toBe(200);
    // Delivery runs after the answer: wait for the documented effect, the mail at the server.
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.to).toEqual(['smtp-user@example.com']);
    expect(received[0]?.data).toMatch(/verification code is \d{6}/);
    const [entry] = (await get(t.app, '/v1/dev/outbox?to=smtp-user@example.com')).json();
    expect(entry).toMatchObject({ deliveredVia: 'smtp', code: null });
  });
});

describe('a code request does not wait on the mail server', () => {
  it('answers while the server still holds the mail, alike for a known and an unknown account', async () => {
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const before = received.length;
    try {
      // A login code for an address with no account sends nothing; a register code sends a mail. Both answer
      // while the mail server has not taken anything, so timing says nothing of which addresses have accounts.
      const unknown = await post(t.app, '/v1/business/emailCode', {
        email: 'nobody-here@example.com',
        purpose: 'login',
      });
      const sending = await post(t.app, '/v1/business/emailCode', {
        email: 'held-mail@example.com',
        purpose: 'register',
      });
      expect(unknown.statusCode).toBe(200);
      expect(sending.statusCode).toBe(200);
      expect(unknown.json()).toEqual(sending.json());
      expect(received).toHaveLength(before);
    } finally {
      open();
    }
    await vi.waitFor(() => expect(received).toHaveLength(before + 1));
    expect(received.at(-1)?.to).toEqual(['held-mail@example.com']);
  });
});

describe('the developer outbox in production', () => {
  it('is not mounted', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'none',
      STORE_CREDENTIALS_KEY: 'k'.repeat(40),
    });
    try {
      await prod.app.ready();
      const res = await get(prod.app, '/v1/dev/outbox');
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
