import { describe, expect, it } from 'vitest';
import { readSettings } from './settings.ts';

describe('readSettings', () => {
  it('has defaults for everything', () => {
    expect(readSettings({})).toEqual({
      HOST: '127.0.0.1',
      PORT: 4321,
      DATA_DIR: './data',
      DATABASE_URL: undefined,
      SMTP_URL: undefined,
      LEADS_EMAIL_FROM: 'Northpaw website <no-reply@northpaw.example>',
      LEADS_EMAIL_ROUTES: [],
      LEADS_REMIND_AFTER_MS: 900000,
      LEADS_URGENT_REMIND_AFTER_MS: 300000,
      BUSINESS_TIME_ZONE: 'America/Toronto',
      SITE_URL: 'https://www.northpaw.example',
      LEADS_WEBHOOK_URL: undefined,
      LEADS_WEBHOOK_SECRET: '',
      LEADS_RATE_LIMIT: 5,
      FORM_TOKENS_PER_MINUTE: 6,
      MAX_EVENT_LOOP_DELAY_MS: 1000,
      LEADS_RETENTION_DAYS: 730,
      TRUST_PROXY: 0,
      LOG_LEVEL: 'info',
      OUTBOX_INTERVAL_MS: 5000,
      OUTBOX_RETRY_MS: 30000,
      OUTBOX_RETRY_MAX_MS: 21600000,
      EDITOR_BRANCH: 'main',
      EDITOR_FORGEJO_URL: undefined,
      GITHUB_URL: 'https://github.com',
    });
  });

  it('reads the values it is given', () => {
    const env = readSettings({
      HOST: '0.0.0.0',
      PORT: '8080',
      DATA_DIR: '/var/lib/northpaw',
      DATABASE_URL: 'postgres://app@db:5432/leads',
      SMTP_URL: 'smtp://mail.example:587',
      LEADS_EMAIL_TO: 'office@northpaw.example',
      LEADS_WEBHOOK_URL: 'https://crm.example/hooks/leads',
      LEADS_WEBHOOK_SECRET: '0123456789abcdef',
      LEADS_RATE_LIMIT: '10',
      OWNER_EMAIL: 'Owner@Northpaw.example',
      SESSION_SECRET: 's'.repeat(32),
    });
    expect(env).toMatchObject({
      HOST: '0.0.0.0',
      PORT: 8080,
      DATA_DIR: '/var/lib/northpaw',
      DATABASE_URL: 'postgres://app@db:5432/leads',
      SMTP_URL: 'smtp://mail.example:587',
      LEADS_EMAIL_TO: 'office@northpaw.example',
      LEADS_WEBHOOK_URL: 'https://crm.example/hooks/leads',
      LEADS_RATE_LIMIT: 10,
      OWNER_EMAIL: 'owner@northpaw.example',
    });
  });

  it('treats blank optional URLs as unset', () => {
    expect(readSettings({ DATABASE_URL: '  ', SMTP_URL: '' })).toMatchObject({
      DATABASE_URL: undefined,
      SMTP_URL: undefined,
    });
  });

  it.each([
    [{ SMTP_URL: 'smtp://mail.example:587' }, /^LEADS_EMAIL_TO: /],
    [{ LEADS_WEBHOOK_URL: 'https://crm.example/hooks' }, /^LEADS_WEBHOOK_SECRET: /],
    [
      { LEADS_WEBHOOK_URL: 'https://crm.example/hooks', LEADS_WEBHOOK_SECRET: '15-characters!!' },
      /^LEADS_WEBHOOK_SECRET: /,
    ],
    [{ DATABASE_URL: 'mysql://root@db/leads' }, /^DATABASE_URL: /],
    [{ DATABASE_URL: 'not a url' }, /^DATABASE_URL: /],
    [{ SMTP_URL: 'http://mail.example', LEADS_EMAIL_TO: 'a@b.example' }, /^SMTP_URL: /],
    [{ LEADS_WEBHOOK_URL: 'ftp://crm.example', LEADS_WEBHOOK_SECRET: 'x'.repeat(16) }, /^LEADS_WEBHOOK_URL: /],
    [{ PORT: '70000' }, /^PORT: /],
    [{ PORT: 'eighty' }, /^PORT: /],
    [{ LEADS_RATE_LIMIT: '0' }, /^LEADS_RATE_LIMIT: /],
    [{ SESSION_SECRET: 'short' }, /^SESSION_SECRET: /],
    [{ SESSION_SECRET: 's'.repeat(31) }, /^SESSION_SECRET: must be at least 32 characters/],
    [{ OWNER_EMAIL: 'the owner' }, /^OWNER_EMAIL: must be an e-mail address/],
    [{ TRUST_PROXY: 'yes' }, /^TRUST_PROXY: /],
    [
      { LEADS_EMAIL_ROUTES: 'qc montreal@northpaw.example' },
      /^LEADS_EMAIL_ROUTES: "qc montreal@northpaw.example" is not/,
    ],
    [{ LEADS_REMIND_AFTER_MS: '0' }, /^LEADS_REMIND_AFTER_MS: /],
    [{ LEADS_URGENT_REMIND_AFTER_MS: '999' }, /^LEADS_URGENT_REMIND_AFTER_MS: /],
    [{ LEADS_URGENT_REMIND_AFTER_MS: 'five minutes' }, /^LEADS_URGENT_REMIND_AFTER_MS: /],
    [{ LEADS_URGENT_REMIND_AFTER_MS: '60000.5' }, /^LEADS_URGENT_REMIND_AFTER_MS: /],
    [{ BUSINESS_TIME_ZONE: 'Eastern' }, /^BUSINESS_TIME_ZONE: must be an IANA time zone/],
    [{ SITE_URL: 'www.northpaw.example' }, /^SITE_URL: must be the address of the site/],
  ])('refuses %j with an error naming the variable', (source, message) => {
    expect(() => readSettings(source)).toThrow(message);
  });

  it.each([
    ['true', 1],
    ['1', 1],
    ['2', 2],
    ['false', 0],
    ['0', 0],
    ['', 0],
  ])('reads TRUST_PROXY=%j as %i trusted proxies', (value, hops) => {
    expect(readSettings({ TRUST_PROXY: value }).TRUST_PROXY).toBe(hops);
  });

  it('reads the team routes, the reminder delays, the time zone and the public address', () => {
    expect(
      readSettings({
        LEADS_EMAIL_ROUTES: 'qc=quebec@northpaw.example,on/brampton=brampton@northpaw.example',
        LEADS_REMIND_AFTER_MS: '600000',
        LEADS_URGENT_REMIND_AFTER_MS: '120000',
        BUSINESS_TIME_ZONE: 'America/Halifax',
        SITE_URL: 'https://northpaw.example/',
      }),
    ).toMatchObject({
      LEADS_EMAIL_ROUTES: [
        { area: 'qc', address: 'quebec@northpaw.example' },
        { area: 'on/brampton', address: 'brampton@northpaw.example' },
      ],
      LEADS_REMIND_AFTER_MS: 600000,
      LEADS_URGENT_REMIND_AFTER_MS: 120000,
      BUSINESS_TIME_ZONE: 'America/Halifax',
      SITE_URL: 'https://northpaw.example',
    });
  });

  it('accepts a 16-character webhook secret', () => {
    expect(
      readSettings({ LEADS_WEBHOOK_URL: 'https://crm.example/hooks', LEADS_WEBHOOK_SECRET: '0123456789abcdef' }),
    ).toMatchObject({ LEADS_WEBHOOK_SECRET: '0123456789abcdef' });
  });
});
