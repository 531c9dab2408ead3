/**
 * The leads promise under failure, against the real server process: a mail server that is
 * down loses no e-mail, and a server killed mid-stream loses no acknowledged lead.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { openStore } from '../src/server/store/connect.ts';
import { freePort, ownStore, smtpServer, startServer } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

const lead = (name: string) => ({
  kind: 'quote',
  name,
  phone: '416-555-0100',
  service: 'raccoon-removal',
  page: '/on/toronto/raccoon-removal/',
  startedAt: Date.now() - 60_000,
});

const post = (base: string, body: object) =>
  fetch(`${base}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

test('the mail server down while 10 leads arrive, then up: all 10 e-mails arrive, once each', async () => {
  test.setTimeout(60_000);
  const own = await ownStore('mail-down');
  const smtpPort = await freePort();
  const run = `mail-down-${Date.now()}`;
  const { child, base } = await startServer({
    ...own.env,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEADS_EMAIL_TO: 'owner@northpaw.example',
    OUTBOX_INTERVAL_MS: '100',
    OUTBOX_RETRY_MS: '300',
    // However long the mail server stays down on a busy machine, the next try is at most 1 s away.
    OUTBOX_RETRY_MAX_MS: '1000',
  });
  const store = await openStore(own.settings);
  const { server: smtp, received } = smtpServer();
  try {
    for (let i = 0; i < 10; i++) expect((await post(base, lead(`${run}-${i}`))).status).toBe(201);
    const jobs = () =>
      store.db
        .selectFrom('notifications')
        .innerJoin('leads', 'leads.id', 'notifications.lead_id')
        .select(['notifications.state', 'notifications.attempts'])
        .where('leads.name', 'like', `${run}-%`)
        // The team's e-mails; each quote's reminder is not due for 15 minutes.
        .where('notifications.channel', '=', 'email')
        .execute();
    // Every delivery has failed at least once while the mail server was down.
    await expect
      .poll(async () => (await jobs()).every((j) => j.state === 'pending' && j.attempts >= 1), { timeout: 10_000 })
      .toBe(true);
    expect(received).toEqual([]);

    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    await expect.poll(async () => (await jobs()).every((j) => j.state === 'sent'), { timeout: 20_000 }).toBe(true);
    await new Promise((r) => setTimeout(r, 1000));
    for (let i = 0; i < 10; i++)
      expect(received.filter((m) => m.includes(`${run}-${i} `) || m.includes(`${run}-${i})`))).toHaveLength(1);
    expect(received).toHaveLength(10);
  } finally {
    child.kill();
    await store.db.destroy();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await own.dispose();
  }
});

test('the server killed with SIGKILL while leads are posted: every acknowledged lead is stored', async () => {
  test.setTimeout(60_000);
  const own = await ownStore('kill');
  const run = `kill-${Date.now()}`;
  const first = await startServer(own.env);
  const acknowledged: string[] = [];
  let sent = 0;
  const sender = async () => {
    for (;;) {
      const response = await post(first.base, lead(`${run}-${sent++}`)).catch(() => undefined);
      if (!response) return;
      // The answer's id is the lead's reference, the one the visitor is given.
      if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
    }
  };
  const senders = Promise.all(Array.from({ length: 8 }, sender));
  await expect.poll(() => acknowledged.length, { timeout: 10_000 }).toBeGreaterThan(100);
  first.child.kill('SIGKILL');
  await senders;

  const second = await startServer(own.env);
  const store = await openStore(own.settings);
  try {
    const stored = new Set(
      (await store.db.selectFrom('leads').select('ref').where('name', 'like', `${run}-%`).execute()).map((r) => r.ref),
    );
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
  } finally {
    second.child.kill();
    await store.db.destroy();
    await own.dispose();
  }
});
