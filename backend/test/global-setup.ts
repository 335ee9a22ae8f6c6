import pg from 'pg';
import { grantAppRole } from '../src/db/app-role.ts';
import { openOrm, migrate } from '../src/db/orm.ts';
import { adminUrl, appDbUrl, dbUrl, relaxDurability, templateDbName, testDbPrefix } from './db-names.ts';

/**
 * Once per test run: drop this checkout's old test databases and migrate a fresh template; each
 * worker then clones it (CREATE DATABASE ... TEMPLATE is far faster than migrating again), with the
 * site's role granted its rows as `npm run migrate` grants them.
 */
export default async function setup() {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${testDbPrefix()}_%`,
    ]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.query(`create database "${templateDbName()}"`);
    await relaxDurability(admin, templateDbName());
  } finally {
    await admin.end();
  }
  const orm = await openOrm(dbUrl(templateDbName()));
  try {
    await migrate(orm);
  } finally {
    await orm.close();
  }
  await grantAppRole(dbUrl(templateDbName()), appDbUrl(templateDbName()));
}
