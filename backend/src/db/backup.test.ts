import { execFile } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, readdir, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeStatusIndex } from '../commands/take-status-index.ts';
import { IssuedDocument } from '../entities/index.ts';
import { openOrm } from './orm.ts';
import { storeFile } from './store-file.ts';
import { buildAdmin, buildStudent } from '../../test/factories.ts';
import { adminUrl, appDbUrl, dbUrl, templateDbName, testDbPrefix } from '../../test/db-names.ts';
import { freePort } from '../../test/support.ts';

/**
 * `npm run backup` and `npm run restore` as an operator runs them (the CLIs, real pg_dump, pg_restore
 * and psql), between two databases of their own: a source with interns, files and jobs, and a target
 * that holds other rows and a table from a "later migration", all of which the restore must replace.
 */
const pool = process.env.VITEST_POOL_ID ?? '0';
const SRC = `${testDbPrefix()}_bk_src_${pool}`;
const DST = `${testDbPrefix()}_bk_dst_${pool}`;
const root = new URL('../../../', import.meta.url).pathname;

let admin: pg.Client;
let dir: string;
const photo = randomBytes(300_000); // incompressible, like a JPEG
const pdf = Buffer.from(`%PDF-1.7\n${randomBytes(2000).toString('base64')}\n%%EOF\n`);

function cli(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(root, `backend/src/cli/${name}.ts`), ...args],
      {
        cwd: root,
        env: { ...process.env, MIGRATION_DATABASE_URL: '', LOG_LEVEL: 'silent', INIT_CWD: root, ...env },
        timeout: 60_000,
      },
      (err, stdout, stderr) =>
        resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

async function query<T extends pg.QueryResultRow>(db: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: dbUrl(db) });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Every table of the public schema and a digest of all its rows (bytea included, as text). */
async function contents(db: string): Promise<Record<string, string>> {
  const tables = await query<{ t: string }>(
    db,
    `select tablename as t from pg_tables where schemaname = 'public' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { t } of tables) {
    const [row] = await query<{ d: string | null; n: string }>(
      db,
      `select md5(string_agg(x::text, '|' order by x::text)) as d, count(*) as n from "${t}" x`,
    );
    out[t] = `${row!.n} rows ${row!.d}`;
  }
  return out;
}

const marker = async () =>
  (await query<{ n: string }>(DST, `select count(*) as n from students where email = 'only-in-target@example.in'`))[0]!
    .n;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  for (const db of [SRC, DST]) {
    await admin.query(`drop database if exists "${db}" with (force)`);
    await admin.query(`create database "${db}" template "${templateDbName()}"`);
  }
  const src = await openOrm(dbUrl(SRC));
  try {
    const em = src.em.fork();
    const intern = await buildStudent(em, { name: 'Backup Bhavani', validated: true, validatedAt: new Date() });
    await buildStudent(em, { name: 'Backup Balasubramaniam' });
    await buildAdmin(em);
    const raw = randomUUID();
    await storeFile(em, { id: raw, purpose: 'screenshot', contentType: 'image/jpeg', data: photo });
    await storeFile(em, { id: randomUUID(), purpose: 'document', contentType: 'application/pdf', data: pdf });
    await em
      .getConnection()
      .execute(
        `insert into job_runs (id, event_id, queue, handler, student_id, state, created_at, updated_at) values ('e1-offer-letter', 1, 'documents', 'offer-letter', ?, 'completed', now(), now())`,
        [intern.id],
      );
  } finally {
    await src.close();
  }
  const dst = await openOrm(dbUrl(DST));
  try {
    await buildStudent(dst.em.fork(), { email: 'only-in-target@example.in' });
    // As if the target had been migrated past the backup: a table and a migration the backup lacks.
    await dst.em.getConnection().execute(`create table later_migration (id int primary key)`);
    await dst.em
      .getConnection()
      .execute(`insert into mikro_orm_migrations (name, executed_at) values ('Migration20991231000000_later', now())`);
  } finally {
    await dst.close();
  }
  dir = await mkdtemp(join(tmpdir(), 'backup-test-'));
});

afterAll(async () => {
  for (const db of [SRC, DST]) await admin.query(`drop database if exists "${db}" with (force)`);
  await admin.end();
  await rm(dir, { recursive: true, force: true });
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('npm run backup and npm run restore', () => {
  let backup: string;

  it('writes one archive named with the UTC time, readable by its owner only, using MIGRATION_DATABASE_URL before DATABASE_URL', async () => {
    // DATABASE_URL names a database that does not exist: the owner's URL must be the one used.
    const res = await cli('backup', ['--dir', dir], {
      DATABASE_URL: dbUrl(`${SRC}_nowhere`),
      MIGRATION_DATABASE_URL: dbUrl(SRC),
    });
    expect(res.code, res.out).toBe(0);
    const files = await readdir(dir);
    expect(files).toEqual([expect.stringMatching(new RegExp(`^${SRC}-\\d{8}T\\d{6}Z\\.dump$`))]);
    backup = join(dir, files[0]!);
    expect(res.out).toContain(`Backup written: ${backup}`);
    expect(res.out).not.toContain('postgres:postgres'); // no password in what it prints
    expect((await stat(backup)).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(backup)).size).toBeGreaterThan(photo.length);
  }, 60_000);

  it('refuses while the stack runs (a connection to the database, or the API answering), changing nothing', async () => {
    const port = await freePort();
    const api = new pg.Client({ connectionString: dbUrl(DST), application_name: 'enrolment-api' });
    await api.connect();
    try {
      const res = await cli('restore', [backup], { DATABASE_URL: dbUrl(DST), PORT: String(port) });
      expect(res.code, res.out).toBe(3);
      expect(res.out).toContain('The stack is not stopped');
      expect(res.out).toContain('enrolment-api');
    } finally {
      await api.end();
    }
    const server = createServer((_, res) => res.end('{}')).listen(port, '127.0.0.1');
    try {
      const res = await cli('restore', [backup], { DATABASE_URL: dbUrl(DST), PORT: String(port) });
      expect(res.code, res.out).toBe(3);
      expect(res.out).toContain(`something answers on http://127.0.0.1:${port}`);
    } finally {
      server.close();
    }
    expect(await marker()).toBe('1');
  }, 60_000);

  it('refuses a file that is not a backup, and rolls back an archive cut short, leaving the database as it was', async () => {
    const port = String(await freePort());
    const junk = join(dir, 'junk.dump');
    await writeFile(junk, 'PGDMP but not really');
    const notBackup = await cli('restore', [junk], { DATABASE_URL: dbUrl(DST), PORT: port });
    expect(notBackup.code, notBackup.out).toBe(3);
    expect(notBackup.out).toContain('is not a backup made by npm run backup');

    // The table of contents survives, the data does not: pg_restore fails half-way through the SQL.
    const cut = join(dir, 'cut.dump');
    await copyFile(backup, cut);
    await truncate(cut, Math.floor((await stat(backup)).size * 0.6));
    const halfway = await cli('restore', [cut], { DATABASE_URL: dbUrl(DST), PORT: port });
    expect(halfway.code, halfway.out).toBe(1);
    expect(halfway.out).toContain('The restore failed and was rolled back');
    expect(await marker()).toBe('1');
    expect(await query(DST, `select 1 from later_migration`)).toEqual([]);
  }, 60_000);

  it('restores into the other database: every table, row and file byte equal, what the target held gone', async () => {
    const res = await cli('restore', [backup], {
      DATABASE_URL: appDbUrl(DST),
      MIGRATION_DATABASE_URL: dbUrl(DST),
      PORT: String(await freePort()),
    });
    expect(res.code, res.out).toBe(0);
    expect(res.out).toContain('Database schema is up to date.');
    // Every table equal, but for the mark of where credential status indexes resume (status-index-gap.ts).
    const { status_indexes: restoredIndexes, ...restored } = await contents(DST);
    const { status_indexes: backedUpIndexes, ...backedUp } = await contents(SRC);
    expect(restored).toEqual(backedUp);
    expect(backedUpIndexes).toMatch(/^0 rows/);
    expect(restoredIndexes).toMatch(/^1 rows/);
    expect(await query(DST, `select status_index, document_id from status_indexes`)).toEqual([
      { status_index: 131_072, document_id: null },
    ]);
    expect(await marker()).toBe('0');
    const files = await query<{ data: Buffer; sha256: string }>(
      DST,
      `select data, sha256 from files order by size desc`,
    );
    expect(files.map((f) => sha(f.data))).toEqual([sha(photo), sha(pdf)]);
    expect(files.map((f) => f.sha256)).toEqual([sha(photo), sha(pdf)]);
    // Sequences come back too: the next intern gets the id after the backup's last one.
    const next = async (db: string) =>
      (await query<{ v: string }>(db, `select last_value as v from students_id_seq`))[0]!.v;
    expect(await next(DST)).toBe(await next(SRC));
    expect(await query(DST, `select extname from pg_extension where extname = 'pg_trgm'`)).toHaveLength(1);
    // The schema was made again, so the site's role gets its rows back, and only its rows.
    const site = new pg.Client({ connectionString: appDbUrl(DST) });
    await site.connect();
    try {
      expect((await site.query(`select count(*)::int as n from students`)).rows).toEqual([{ n: 2 }]);
      await expect(site.query(`create table intruder (id int)`)).rejects.toMatchObject({ code: '42501' });
    } finally {
      await site.end();
    }
  }, 60_000);

  it('moves credential status indexes past every index ever issued, and a whole list more: none is issued again', async () => {
    const env = { DATABASE_URL: appDbUrl(DST), MIGRATION_DATABASE_URL: dbUrl(DST), PORT: String(await freePort()) };
    /** The index the next certificate issued in the target takes (random, in the list where issuing stands). */
    const nextIssued = async () => {
      const orm = await openOrm(dbUrl(DST));
      try {
        const em = orm.em.fork();
        const student = await buildStudent(em, { validated: true });
        const doc = em.create(IssuedDocument, {
          student: student.id,
          kind: 'completion-certificate',
          certificateNumber: `TNTAIN${student.id}`,
          verificationToken: randomBytes(24).toString('base64url'),
          issuedOn: '2026-07-16',
        });
        await em.flush();
        return await takeStatusIndex(orm.em.fork(), doc.id);
      } finally {
        await orm.close();
      }
    };
    // The backup was made before any credential; since then the site gave random indexes, the highest 139,999.
    await query(DST, `insert into status_indexes (status_index) values (17), (139999)`);
    const older = await cli('restore', [backup], env);
    expect(older.code, older.out).toBe(0);
    // The backup knows none of them; the restore resumes at the first list start a whole list past 139,999.
    expect(older.out).toContain('Credential status indexes resume at 393216');
    const resumed = await nextIssued();
    expect(resumed).toBeGreaterThanOrEqual(3 * 131_072);
    expect(resumed).toBeLessThan(4 * 131_072);
    // A random pick never lands below the resume point: ten more certificates stay in the fresh list.
    for (let i = 0; i < 10; i++) expect(await nextIssued()).toBeGreaterThanOrEqual(3 * 131_072);

    // The database lost (a new machine): what was issued after the backup is unknown; a whole list is skipped.
    await admin.query(`drop database "${DST}" with (force)`);
    await admin.query(`create database "${DST}" template "${templateDbName()}"`);
    const lost = await cli('restore', [backup], env);
    expect(lost.code, lost.out).toBe(0);
    expect(lost.out).toContain('Credential status indexes resume at 131072');
    const fresh = await nextIssued();
    expect(fresh).toBeGreaterThanOrEqual(131_072);
    expect(fresh).toBeLessThan(2 * 131_072);
  }, 60_000);
});
