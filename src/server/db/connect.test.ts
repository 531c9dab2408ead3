/** Opening and migrating the store (db/connect.ts, db/migrations.ts). */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openStore } from './connect.ts';
import { recordLead } from '../leads.ts';
import {
  contactLead,
  fixedNow,
  leadRows,
  notificationRows,
  storeKinds,
  tempDir,
  withFreshPostgres,
} from '../../../test/db.ts';

describe('openStore', () => {
  it('rejects with an Error when DATA_DIR cannot be created (a path under a regular file)', async () => {
    const dir = await tempDir('file');
    try {
      await writeFile(join(dir, 'plain-file'), 'not a folder');
      await expect(openStore({ DATA_DIR: join(dir, 'plain-file', 'data') })).rejects.toBeInstanceOf(Error);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  describe.each(storeKinds)('on $name', (kind) => {
    /** Opens a store twice on a brand-new database, checking its tables each time. */
    const migrateTwice = async (settings: { DATA_DIR: string; DATABASE_URL?: string }) => {
      const first = await openStore(settings);
      try {
        const tables = (await first.db.introspection.getTables()).map((t) => t.name);
        expect(tables).toEqual(expect.arrayContaining(['leads', 'notifications', 'admin_sessions']));
        await recordLead(first.db, contactLead, ['email'], fixedNow);
      } finally {
        await first.db.destroy();
      }
      const second = await openStore(settings);
      try {
        const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(second.db);
        expect(rows.map((r) => r.name)).toEqual([
          '2026-11-22-leads',
          '2026-11-22-leads-city-length',
          '2026-11-23-admin-sessions',
        ]);
        // Nothing was re-created: the lead stored before the second open is still there.
        expect((await leadRows(second.db)).map((l) => l.name)).toEqual([contactLead.name]);
        expect(await notificationRows(second.db)).toHaveLength(1);
      } finally {
        await second.db.destroy();
      }
    };

    it('migrates a fresh store, and a second open is a no-op', async () => {
      if (kind.url) {
        await withFreshPostgres(kind.url, (url) => migrateTwice({ DATA_DIR: 'unused', DATABASE_URL: url }));
      } else {
        const dir = await tempDir('fresh');
        try {
          await migrateTwice({ DATA_DIR: join(dir, 'nested', 'data') });
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      }
    });
  });
});
