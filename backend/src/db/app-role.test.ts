import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, dbUrl, workerDbName } from '../../test/db-names.ts';
import { AppRoleError, grantAppRole, roleOf } from './app-role.ts';

const root = join(import.meta.dirname, '../../..');
const owner = () => process.env.MIGRATION_DATABASE_URL!;
const app = () => process.env.DATABASE_URL!;

async function asRole<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The SQLSTATE a statement fails with as the site's role, or 'ok'. */
const attempt = (sql: string) =>
  asRole(app(), (c) =>
    c.query(sql).then(
      () => 'ok',
      (err: { code?: string }) => err.code ?? String(err),
    ),
  );

const roleUrl = (user: string, password: string) => {
  const url = new URL(dbUrl(workerDbName()));
  url.username = user;
  url.password = password;
  return url.toString();
};

/** `npm run migrate` as a separate process, as a developer or a deployment runs it. */
const runMigrate = (env: Record<string, string>) =>
  new Promise<{ code: number; out: string }>((resolve) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', join(root, 'backend/src/cli/migrate.ts')],
      { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent', ...env }, timeout: 60_000 },
      (err, stdout, stderr) =>
        resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
    ),
  );

const made: string[] = [];
async function makeRole(options: string): Promise<string> {
  const name = `enrol_test_${randomBytes(4).toString('hex')}`;
  await asRole(adminUrl(), (c) => c.query(`create role ${name} login password 'x-${name}' ${options}`));
  made.push(name);
  return name;
}

afterAll(async () => {
  await asRole(owner(), async (c) => {
    for (const name of made) await c.query(`drop owned by ${name}`);
  });
  await asRole(adminUrl(), async (c) => {
    for (const name of made) await c.query(`drop role if exists ${name}`);
  });
});

describe("the site's database role", () => {
  beforeAll(() => expect(roleOf(app()).user).not.toBe(roleOf(owner()).user));

  it('reads, writes and deletes rows, and takes ids from sequences', async () => {
    await asRole(app(), async (c) => {
      const { rows } = await c.query<{ id: number }>(
        `insert into contact_messages (name, email, subject, message, created_at) values ('Role Test', 'role@example.in', 'Hello', 'hello', now()) returning id`,
      );
      await c.query(`update contact_messages set message = 'hello again' where id = $1`, [rows[0]!.id]);
      expect((await c.query(`select message from contact_messages where id = $1`, [rows[0]!.id])).rows).toEqual([
        { message: 'hello again' },
      ]);
      expect((await c.query(`delete from contact_messages where id = $1`, [rows[0]!.id])).rowCount).toBe(1);
    });
  });

  it.each([
    ['create a table', 'create table intruder (id int)'],
    ['create a schema', 'create schema intruder'],
    ['drop a table', 'drop table contact_messages'],
    ['alter a table', 'alter table students add column intruder text'],
    ['truncate a table', 'truncate students cascade'],
    ['disable a trigger', 'alter table students disable trigger all'],
    ['add a trigger', 'create trigger intruder after insert on students execute function notify_event_recorded()'],
    ['reset a sequence', `select setval('students_id_seq', 1)`],
    ['create a function', `create function intruder() returns int language sql as 'select 1'`],
    ['create a role', 'create role intruder'],
    ['rewrite the migration history', `delete from mikro_orm_migrations`],
    ['read the migration history', `select * from mikro_orm_migrations`],
  ])('cannot %s', async (_what, sql) => {
    expect(await attempt(sql)).toBe('42501'); // insufficient_privilege
  });

  it('is a plain login role: no superuser, database, role or replication rights, a SCRAM password', async () => {
    const row = await asRole(
      adminUrl(),
      async (c) =>
        (
          await c.query(
            `select rolsuper, rolcreatedb, rolcreaterole, rolreplication, rolbypassrls, rolcanlogin, left(rolpassword, 14) as pw from pg_authid where rolname = $1`,
            [roleOf(app()).user],
          )
        ).rows[0],
    );
    expect(row).toEqual({
      rolsuper: false,
      rolcreatedb: false,
      rolcreaterole: false,
      rolreplication: false,
      rolbypassrls: false,
      rolcanlogin: true,
      pw: 'SCRAM-SHA-256$',
    });
  });
});

describe('grantAppRole refuses a role that could do more than rows', () => {
  it.each([
    ['createdb', 'can create databases'],
    ['createrole', 'can create roles'],
    ['superuser', 'is a superuser'],
    ['bypassrls', 'bypasses row security'],
    ['replication', 'can replicate the whole cluster'],
  ])('a role with %s', async (option, reason) => {
    const name = await makeRole(option);
    const refused = grantAppRole(owner(), roleUrl(name, `x-${name}`));
    await expect(refused).rejects.toBeInstanceOf(AppRoleError);
    await expect(refused).rejects.toThrow(`The site's database role ${name} ${reason}`);
  });

  it('a role that owns a table', async () => {
    const name = await makeRole('');
    await asRole(owner(), async (c) => {
      await c.query(`create table owned_by_${name} (id int)`);
      await c.query(`alter table owned_by_${name} owner to ${name}`);
    });
    await expect(grantAppRole(owner(), roleUrl(name, `x-${name}`))).rejects.toThrow(`owns owned_by_${name}`);
  });

  it("a role that belongs to a more powerful one, or to one that reaches the server's files", async () => {
    const powerful = await makeRole('createrole');
    const name = await makeRole(`in role ${powerful}, pg_read_server_files`);
    await expect(grantAppRole(owner(), roleUrl(name, `x-${name}`))).rejects.toThrow(
      `The site's database role ${name} is a member of ${powerful}, which can create roles, is a member of pg_read_server_files:`,
    );
  });

  it('a role that owns the database', async () => {
    const name = await makeRole('');
    const database = workerDbName();
    const before = await asRole(
      adminUrl(),
      async (c) =>
        (
          await c.query<{ o: string }>(`select pg_get_userbyid(datdba) as o from pg_database where datname = $1`, [
            database,
          ])
        ).rows[0]!.o,
    );
    await asRole(adminUrl(), (c) => c.query(`alter database "${database}" owner to ${name}`));
    try {
      await expect(grantAppRole(owner(), roleUrl(name, `x-${name}`))).rejects.toThrow('owns the database');
    } finally {
      await asRole(adminUrl(), (c) => c.query(`alter database "${database}" owner to "${before}"`));
    }
  });

  it("the owner's own role, whatever the mode", async () => {
    const refused = grantAppRole(owner(), owner());
    await expect(refused).rejects.toBeInstanceOf(AppRoleError);
    await expect(refused).rejects.toThrow(`DATABASE_URL connects as ${roleOf(owner()).user}, the owner of the schema`);
  });

  it('npm run migrate exits with 2 and says why, granting nothing', async () => {
    const name = await makeRole('createdb');
    const res = await runMigrate({ DATABASE_URL: roleUrl(name, `x-${name}`), MIGRATION_DATABASE_URL: owner() });
    expect(res.code, res.out).toBe(2);
    expect(res.out).toContain(`The site's database role ${name} can create databases`);
    expect(res.out).not.toContain(`x-${name}`); // its password is never printed
    const granted = await asRole(
      owner(),
      async (c) => (await c.query(`select has_table_privilege($1, 'students', 'select') as ok`, [name])).rows[0],
    );
    expect(granted).toEqual({ ok: false });
  }, 60_000);

  // Development mode once let both through with a warning: a development copy holds the same people's data.
  it.each(['development', 'production'])(
    'npm run migrate in %s mode refuses the owner, a superuser, as the site role (exit 2)',
    async (mode) => {
      const res = await runMigrate({ NODE_ENV: mode, DATABASE_URL: owner(), MIGRATION_DATABASE_URL: owner() });
      expect(res.code, res.out).toBe(2);
      expect(res.out).toContain(`DATABASE_URL connects as ${roleOf(owner()).user}, the owner of the schema`);
      expect(res.out).toContain('keep the owner for MIGRATION_DATABASE_URL');
      expect(
        await asRole(
          adminUrl(),
          async (c) =>
            (await c.query(`select rolsuper from pg_roles where rolname = $1`, [roleOf(owner()).user])).rows[0],
        ),
      ).toEqual({ rolsuper: true });
    },
    60_000,
  );

  it.each(['development', 'production'])(
    'npm run migrate in %s mode refuses a superuser that is not the owner (exit 2)',
    async (mode) => {
      const name = await makeRole('superuser');
      const res = await runMigrate({
        NODE_ENV: mode,
        DATABASE_URL: roleUrl(name, `x-${name}`),
        MIGRATION_DATABASE_URL: owner(),
      });
      expect(res.code, res.out).toBe(2);
      expect(res.out).toContain(`The site's database role ${name} is a superuser`);
      expect(res.out).toContain('Use a plain role (the migration creates enrolment_app by default) for DATABASE_URL');
      expect(res.out).not.toContain(`x-${name}`);
    },
    60_000,
  );
});
