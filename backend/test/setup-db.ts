import pg from 'pg';
import { afterAll } from 'vitest';
import { adminUrl, appDbUrl, dbUrl, relaxDurability, templateDbName, workerDbName } from './db-names.ts';
import { setTestClock } from '../src/lib/clock.ts';
import { closeOwnerConnection } from './owner-connection.ts';

// Each vitest worker gets its own clone of the migrated template (grants to the site's role
// included), made on first use. Everything that reads the configuration afterwards (the ORM, the
// relay, the app) connects as the site's role, so the suite proves it needs no owner rights.
const name = workerDbName();
// A worker that keeps its modules from file to file (isolate: false) made its clone for an earlier file.
if (process.env.MIGRATION_DATABASE_URL !== dbUrl(name)) {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`create database "${name}" template "${templateDbName()}"`);
      await relaxDurability(admin, name);
    }
  } finally {
    await admin.end();
  }
  process.env.MIGRATION_DATABASE_URL = dbUrl(name);
  process.env.DATABASE_URL = appDbUrl(name);
}

// A worker may run several files with the same modules (isolate: false): no file's clock or owner
// connection reaches the next.
afterAll(async () => {
  setTestClock(undefined);
  await closeOwnerConnection();
});
