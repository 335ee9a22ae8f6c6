import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { openOrm } from '../src/db/orm.ts';
import { adminUrl, dbUrl, testDbPrefix } from './db-names.ts';

async function asClusterOwner(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * An empty database of a test's own, not the migrated template: a migration's test migrates it step by
 * step and puts rows in the tables of before. Named for the test and the vitest worker; `drop` ends it.
 */
export async function openScratchDatabase(label: string): Promise<{ orm: MikroORM; drop: () => Promise<void> }> {
  const name = `${testDbPrefix()}_${label}_${process.env.VITEST_POOL_ID ?? '0'}`;
  await asClusterOwner(`drop database if exists "${name}" with (force)`);
  await asClusterOwner(`create database "${name}"`);
  const orm = await openOrm(dbUrl(name));
  return {
    orm,
    drop: async () => {
      await orm.close();
      await asClusterOwner(`drop database if exists "${name}" with (force)`);
    },
  };
}
