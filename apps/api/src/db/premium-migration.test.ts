import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ProductKind } from '@rooms/domain';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';

import { EntitlementSource, recomputeUntil } from '../payments/entitlements.js';
import { dropDatabase } from '../testing/test-database.js';

import { openDatabase } from './database.js';
import { runMigrations } from './migrate.js';
import { ensureDatabase } from './provision.js';

const DRIZZLE = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** A copy of the committed migrations up to and including `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'rooms-migrations-'));
  cpSync(DRIZZLE, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('migrations 0018 and 0019: the old premium flag', () => {
  const serverUrl = inject('testServerUrl');
  const name = `rooms_premium_mig_${Date.now().toString(36)}`;
  const folders: string[] = [];

  afterAll(async () => {
    await dropDatabase(serverUrl, name);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the 30 days of an account that had the flag through a later recompute', async () => {
    const url = await ensureDatabase(serverUrl, name);
    const database = openDatabase(url, 2);
    try {
      const before = migrationsUpTo('0017_people');
      folders.push(before);
      await runMigrations(database, before);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: number }>(
          `insert into users (email, password_hash, first_name, has_premium_account)
           values ('flag@rooms.test', 'x', 'Flag', true), ('none@rooms.test', 'x', 'None', false)
           returning id`,
        );
        const [flagged, plain] = rows.map((row) => row.id) as [number, number];
        await runMigrations(database);

        const entitlement = await client.query<{ source: number; kind: number }>(
          'select source, kind from entitlements where user_id = $1',
          [flagged],
        );
        expect(entitlement.rows).toEqual([
          { source: EntitlementSource.Migrated, kind: ProductKind.TenantPremium },
        ]);
        const none = await client.query('select 1 from entitlements where user_id = $1', [plain]);
        expect(none.rowCount).toBe(0);

        // Any later grant recomputes premium_until from the rows: the 30 days stay.
        await database.db.transaction((tx) =>
          recomputeUntil(
            tx,
            ProductKind.TenantPremium,
            { userId: flagged, listingId: null },
            new Date(),
          ),
        );
        const premium = await client.query<{ days: number }>(
          `select round(extract(epoch from premium_until - now()) / 86400)::int as days
           from users where id = $1`,
          [flagged],
        );
        expect(premium.rows[0]?.days).toBe(30);
      } finally {
        await client.end();
      }
    } finally {
      await database.close();
    }
  });
});
