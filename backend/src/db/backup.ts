import { spawn } from 'node:child_process';
import { chmod, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { grantAppRole } from './app-role.ts';
import { migrate, openOrm } from './orm.ts';
import { databaseName, libpqTarget, pgProgram, serverMajor, withClient } from './pg-tools.ts';
import { replacedNextStatusIndex, skipStatusIndexesAfterRestore } from './status-index-gap.ts';

/**
 * Backups as pg_dump custom-format archives. Files live in the database (files.data), so one archive
 * holds everything the product knows; Redis holds only work in flight, which PostgreSQL also records.
 */

/** The owner's connection when a least-privilege role serves the app; the app's own otherwise. */
export const ownerDatabaseUrl = (cfg: Pick<Config, 'DATABASE_URL' | 'MIGRATION_DATABASE_URL'>) =>
  cfg.MIGRATION_DATABASE_URL ?? cfg.DATABASE_URL;

/** 2026-11-26T09:30:00.123Z -> 20261126T093000Z: sorts by time, no characters a shell or Windows minds. */
export const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');

/** Runs a program to completion; rejects with its stderr when it fails. */
function runProgram(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * Writes `<database>-<UTC time>.dump` into `dir` (made 0700; the file 0600: it holds personal data and
 * password hashes). pg_dump reads one snapshot, so the archive is consistent while the site runs. It
 * is written under a temporary name and renamed once pg_restore can read its table of contents, so a
 * file with the final name is always a whole backup.
 */
export async function backupDatabase(opts: {
  url: string;
  dir: string;
  now?: Date;
}): Promise<{ file: string; bytes: number }> {
  const major = await withClient(opts.url, 'enrolment-backup', serverMajor);
  const [pgDump, pgRestore] = await Promise.all([pgProgram('pg_dump', major), pgProgram('pg_restore', major)]);
  await mkdir(opts.dir, { recursive: true, mode: 0o700 });
  const file = join(opts.dir, `${databaseName(opts.url)}-${utcStamp(opts.now ?? new Date())}.dump`);
  if (await stat(file).catch(() => undefined)) throw new Error(`${file} exists already.`);
  const partial = `${file}.partial`;
  const target = libpqTarget(opts.url, 'enrolment-backup');
  try {
    // A schema change waiting for its lock would queue every query of the site behind the dump's
    // locks; the wait is bounded so the dump fails instead. Compression level 1: most bytes are JPEGs
    // and PDFs that do not compress (bytea is dumped as hex, which does); on 96 MB of files level 1
    // took 2.0 s for 113 MB against 6.0 s for 110 MB at the default level.
    await runProgram(
      pgDump,
      [
        '--format=custom',
        '--compress=1',
        '--no-password',
        '--lock-wait-timeout=30s',
        `--file=${partial}`,
        `--dbname=${target.dbname}`,
      ],
      target.env,
    );
    await chmod(partial, 0o600);
    await runProgram(pgRestore, ['--list', partial], target.env);
    await rename(partial, file);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
  return { file, bytes: (await stat(file)).size };
}

/** What is connected to the database besides us: a running API, workers, or anything else. */
export interface Connected {
  pid: number;
  who: string;
}

export async function connectedClients(url: string): Promise<Connected[]> {
  return withClient(url, 'enrolment-restore', async (client) => {
    const { rows } = await client.query<{
      pid: number;
      application_name: string;
      client_addr: string | null;
      usename: string;
      query: string | null;
    }>(
      `select pid, application_name, client_addr::text, usename, query
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    return rows.map((r) => ({
      pid: r.pid,
      // The workers' relay keeps a connection open for LISTEN at all times: the surest sign they run.
      who:
        r.query === 'listen events_recorded'
          ? 'the workers (outbox relay)'
          : `${r.application_name || 'a client'} (${r.usename}${r.client_addr ? ` from ${r.client_addr}` : ''})`,
    }));
  });
}

/** Whether something answers HTTP on the API's port on this machine. */
export async function localApiAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

export class NotABackup extends Error {}

/** Refuses a file whose table of contents pg_restore cannot read (not an archive, or cut short in it). */
export async function checkArchive(url: string, file: string): Promise<void> {
  const major = await withClient(url, 'enrolment-restore', serverMajor);
  await runProgram(await pgProgram('pg_restore', major), ['--list', file], process.env).catch(() => {
    throw new NotABackup(`${file} is not a backup made by npm run backup (pg_dump custom format).`);
  });
}

/**
 * The public schema is made again from nothing in the restore's transaction: pg_restore --clean drops
 * only what the archive holds, so a table a later migration added would survive the restore of an
 * older backup, and that migration would then fail (or its rows outlive the restore). The archive
 * restores the schema's grants where they differ from these defaults (PostgreSQL 15's).
 */
const RESET_PUBLIC_SCHEMA = `
set client_min_messages = warning;
drop schema if exists public cascade;
create schema public authorization pg_database_owner;
grant usage on schema public to public;
comment on schema public is 'standard public schema';
`;

/**
 * Replaces the database's contents with the archive's, all or nothing: pg_restore --clean --if-exists
 * writes the SQL, psql applies it after the schema reset in one transaction, stopping at the first
 * error. COMMIT is sent only once pg_restore has written the whole archive: if it fails half-way (a
 * truncated or damaged file), psql's input ends without it and PostgreSQL rolls everything back,
 * where psql --single-transaction would have committed what it had read. Then the migrations the
 * archive predates are applied, and credential status indexes move past every one issued before
 * (status-index-gap.ts).
 */
export async function restoreDatabase(opts: {
  url: string;
  file: string;
  appUrl: string;
}): Promise<{ applied: string[]; statusIndexesFrom: number }> {
  const major = await withClient(opts.url, 'enrolment-restore', serverMajor);
  const [pgRestore, psql] = await Promise.all([pgProgram('pg_restore', major), pgProgram('psql', major)]);
  const target = libpqTarget(opts.url, 'enrolment-restore');
  await checkArchive(opts.url, opts.file);
  const replacedNext = await replacedNextStatusIndex(opts.url);

  await new Promise<void>((resolve, reject) => {
    const producer = spawn(
      pgRestore,
      ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--file=-', opts.file],
      { env: target.env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const consumer = spawn(psql, ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${target.dbname}`], {
      env: target.env,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let errors = '';
    producer.stderr.on('data', (c: Buffer) => (errors += c.toString()));
    consumer.stderr.on('data', (c: Buffer) => (errors += c.toString()));
    consumer.stdin.on('error', () => undefined); // psql stopped at an error: its exit code says so
    producer.on('error', reject);
    consumer.on('error', reject);
    consumer.stdin.write(`begin;\n${RESET_PUBLIC_SCHEMA}`);
    producer.stdout.pipe(consumer.stdin, { end: false });
    const produced = new Promise<number | null>((res) => producer.on('close', (code) => res(code)));
    const consumed = new Promise<number | null>((res) => consumer.on('close', (code) => res(code)));
    void produced.then((code) => consumer.stdin.end(code === 0 ? 'commit;\n' : ''));
    void Promise.all([produced, consumed]).then(([p, c]) => {
      if (p === 0 && c === 0) resolve();
      else reject(new Error(`The restore failed and was rolled back; the database is as it was.\n${errors.trim()}`));
    });
  });

  const orm = await openOrm(opts.url);
  try {
    const applied = await migrate(orm);
    await grantAppRole(opts.url, opts.appUrl);
    return { applied, statusIndexesFrom: await skipStatusIndexesAfterRestore(opts.url, replacedNext) };
  } finally {
    await orm.close();
  }
}
