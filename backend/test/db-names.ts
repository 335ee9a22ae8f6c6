import type pg from 'pg';
import { localDatabase } from '../src/config.ts';

/** Test database names: one template migrated once per run, one clone per vitest worker. */
export const testDbPrefix = () => process.env.TEST_DB_PREFIX ?? 'test_local';
export const templateDbName = () => `${testDbPrefix()}_template`;
export const workerDbName = () => `${testDbPrefix()}_w${process.env.VITEST_POOL_ID ?? '0'}`;

const withDatabase = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The owner's connection to the cluster's maintenance database (creates and drops test databases). */
export const adminUrl = () => withDatabase(process.env.MIGRATION_DATABASE_URL ?? localDatabase.owner, 'postgres');

/** The schema owner's connection to a test database (migrations, truncation, fixtures that change the schema). */
export const dbUrl = (name: string) => withDatabase(adminUrl(), name);

/** The site's own role in a test database: what the API and the workers under test connect as. */
export const appDbUrl = (name: string) => withDatabase(process.env.DATABASE_URL ?? localDatabase.app, name);

/**
 * Test databases commit without waiting for their WAL to reach the disk: no test data has to
 * survive a crash of the cluster, and the suite's many small commits otherwise each wait for a
 * flush on a disk that the whole machine shares. Set per database (the cluster's other databases keep their durability; fsync
 * itself cannot be set per database), and on each clone too: CREATE DATABASE ... TEMPLATE does not
 * copy a database's ALTER DATABASE settings.
 */
export async function relaxDurability(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`alter database "${name}" set synchronous_commit = off`);
}
