import pg from 'pg';
import { adminUrl, dbUrl, templateDbName, workerDbName } from './db-names.ts';

// Each vitest worker gets its own clone of the migrated template, made on first use. Everything that
// reads the configuration afterwards (the ORM, the relay, the app) points at it.
const name = workerDbName();
const admin = new pg.Client({ connectionString: adminUrl() });
await admin.connect();
try {
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database "${name}" template "${templateDbName()}"`);
} finally {
  await admin.end();
}
process.env.DATABASE_URL = dbUrl(name);
