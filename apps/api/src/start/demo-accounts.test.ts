import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../db/schema.js';
import { LocalImageStore } from '../images/local-image-store.js';
import { insertPlace } from '../testing/listing-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

import { usableDemoAccounts } from './demo-accounts.js';
import { prepareDatabase } from './prepare-database.js';

import type { FastifyBaseLogger } from 'fastify';

const ARGON2_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
const silentLog = { info: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;

describe('demo accounts in production', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertPlace(database.db); // the reference data counts as loaded
    await database.db.insert(users).values([
      { email: 'Tenant@rooms.test', passwordHash: ARGON2_HASH, firstName: 'Demo' },
      { email: 'landlord@rooms.test', passwordHash: '!', firstName: 'Demo' },
      { email: 'anna@example.com', passwordHash: ARGON2_HASH, firstName: 'Anna' },
    ]);
  });

  afterAll(async () => {
    await database.drop();
  });

  it('finds the @rooms.test accounts whose password can sign in', async () => {
    expect(await usableDemoAccounts(database.pool)).toEqual(['Tenant@rooms.test']);
  });

  it('makes a production start refuse, naming them; development starts', async () => {
    const options = {
      database,
      imageStore: new LocalImageStore('/nonexistent'),
      log: silentLog,
    };
    const base = { RUN_MIGRATIONS: true, SEED_DEMO: false, SEED_LISTINGS: 0 };
    await expect(
      prepareDatabase({ ...options, config: { ...base, NODE_ENV: 'production' } }),
    ).rejects.toThrow(/demo accounts with a usable password exist \(Tenant@rooms\.test\)/);
    await expect(
      prepareDatabase({ ...options, config: { ...base, NODE_ENV: 'development' } }),
    ).resolves.toEqual({ seededDemo: false });
  });
});
