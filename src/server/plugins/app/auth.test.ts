/** better-auth on the store's own tables: what it expects is what the migration made, on both databases. */
import { getMigrations } from 'better-auth/db/migration';
import { describe, expect, it } from 'vitest';
import { storeKinds, useStore } from '../../../../test/db.ts';
import { createAuth, linkUrl } from './auth.ts';

describe.each(storeKinds)('people tables on $name', (kind) => {
  const store = useStore(kind);

  it('hold every table and column better-auth and its plugins expect: it would create or add nothing', async () => {
    const auth = createAuth(store.db, 'https://www.northpaw.example', 's'.repeat(32), async () => undefined);
    const { toBeCreated, toBeAdded } = await getMigrations(auth.options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });
});

describe('linkUrl', () => {
  it("opens the inbox's own confirmation page, carrying the page to land on and the language", () => {
    expect(linkUrl('https://www.northpaw.example', 'abc', '/admin/leads/7/', 'fr')).toBe(
      'https://www.northpaw.example/admin/login/link/?token=abc&lang=fr&next=%2Fadmin%2Fleads%2F7%2F',
    );
    expect(linkUrl('https://www.northpaw.example', 'abc', '/admin/')).toBe(
      'https://www.northpaw.example/admin/login/link/?token=abc',
    );
  });
});
