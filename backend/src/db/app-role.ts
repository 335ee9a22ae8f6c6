import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The site's own PostgreSQL role: it reads and writes rows, and nothing more. The API and the workers
 * connect as it (DATABASE_URL); migrations, backups and restores run as the schema's owner
 * (MIGRATION_DATABASE_URL), which calls `grantAppRole` after every migration and restore. A bug or an
 * injection in the site then cannot drop, alter or truncate a table, create a function or a role, or
 * rewrite the migration history.
 */
export class AppRoleError extends Error {}

/** A role that could do more than rows: refused, with the reason. */
const POWERS = [
  ['rolsuper', 'is a superuser'],
  ['rolcreatedb', 'can create databases'],
  ['rolcreaterole', 'can create roles'],
  ['rolbypassrls', 'bypasses row security'],
  ['rolreplication', 'can replicate the whole cluster'],
] as const;

type RoleRow = Record<(typeof POWERS)[number][0], boolean> & { rolname: string };

/** Predefined roles that reach the server's files or programs (COPY ... TO PROGRAM runs a shell). */
const SERVER_ROLES = ['pg_execute_server_program', 'pg_read_server_files', 'pg_write_server_files'];

/**
 * PostgreSQL's SCRAM-SHA-256 verifier (RFC 7677, what the server stores for password_encryption =
 * scram-sha-256): the password itself never reaches the server, so no statement log can show it.
 */
export function scramVerifier(password: string, salt = randomBytes(16), iterations = 4096): string {
  const salted = pbkdf2Sync(password.normalize('NFKC'), salt, iterations, 32, 'sha256');
  const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();
  const storedKey = createHash('sha256').update(hmac(salted, 'Client Key')).digest();
  const serverKey = hmac(salted, 'Server Key');
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

export function roleOf(url: string): { user: string; password: string } {
  const u = new URL(url);
  return { user: decodeURIComponent(u.username) || 'postgres', password: decodeURIComponent(u.password) };
}

/**
 * Run as the owner, in the database the app uses: creates the app role when missing (or sets its
 * password), refuses one with more than row rights, and grants it rows of every table, sequence and
 * function of the schema, today's and those later migrations create. The owner itself as the app's
 * role is refused in every mode, as a superuser is: the site could change the schema (and, as a
 * superuser, read the server's files), and a development copy of the data deserves the same.
 */
export async function grantAppRole(ownerUrl: string, appUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl, application_name: 'enrolment-migrate' });
  await client.connect();
  try {
    const app = roleOf(appUrl);
    const owner = (await client.query<{ u: string }>('select current_user as u')).rows[0]!.u;
    if (app.user === owner) {
      throw new AppRoleError(
        `DATABASE_URL connects as ${owner}, the owner of the schema: the site could change the schema. Give the site its own role: leave DATABASE_URL unset on a local machine (the migration then creates enrolment_app), or set DATABASE_URL=postgres://enrolment_app:PASSWORD@HOST/DATABASE (the migration creates that role), and keep the owner for MIGRATION_DATABASE_URL.`,
      );
    }
    const role = client.escapeIdentifier(app.user);
    await ensureRole(client, app, role);
    await refusePowers(client, app.user, owner);
    const database = (await client.query<{ d: string }>('select current_database() as d')).rows[0]!.d;
    await client.query('begin');
    for (const sql of grants(role, client.escapeIdentifier(database))) await client.query(sql);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}

async function ensureRole(client: pg.Client, app: { user: string; password: string }, role: string) {
  const login = app.password ? `login password ${client.escapeLiteral(scramVerifier(app.password))}` : 'login';
  const exists = (await client.query('select 1 from pg_roles where rolname = $1', [app.user])).rowCount;
  if (exists) {
    await client.query(`alter role ${role} with ${login}`);
    return;
  }
  try {
    await client.query(
      `create role ${role} with ${login} nosuperuser nocreatedb nocreaterole noreplication nobypassrls`,
    );
  } catch (err) {
    // Another migrate (a second checkout's tests, a second replica) made it at the same moment.
    if ((err as { code?: string }).code !== '42710') throw err;
    await client.query(`alter role ${role} with ${login}`);
  }
}

async function refusePowers(client: pg.Client, user: string, owner: string) {
  // Every role it belongs to counts too: a member can SET ROLE to it and act with its powers.
  const { rows } = await client.query<RoleRow>(
    `select rolname, rolsuper, rolcreatedb, rolcreaterole, rolbypassrls, rolreplication
       from pg_roles where pg_has_role($1, oid, 'member') order by rolname <> $1, rolname`,
    [user],
  );
  const reasons: string[] = [];
  for (const row of rows) {
    const powers = POWERS.filter(([column]) => row[column]).map(([, reason]) => reason);
    if (row.rolname === user) reasons.push(...powers);
    else if (row.rolname === owner) reasons.push(`is a member of ${owner}, the owner`);
    // The database's owner owns the public schema, and with it may drop anything in it.
    else if (row.rolname === 'pg_database_owner') reasons.push('owns the database or belongs to its owner');
    else if (SERVER_ROLES.includes(row.rolname)) reasons.push(`is a member of ${row.rolname}`);
    else if (powers.length) reasons.push(`is a member of ${row.rolname}, which ${powers.join(', ')}`);
  }
  const owned = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and pg_get_userbyid(c.relowner) = $1 limit 3`,
    [user],
  );
  if (owned.rowCount) reasons.push(`owns ${owned.rows.map((r) => r.name).join(', ')}`);
  if (reasons.length) {
    throw new AppRoleError(
      `The site's database role ${user} ${reasons.join(', ')}: it must only read and write rows. Use a plain role (the migration creates enrolment_app by default) for DATABASE_URL.`,
    );
  }
}

const ROWS = 'select, insert, update, delete';

function grants(role: string, database: string): string[] {
  return [
    // Nobody but the owner creates objects in the schema (PostgreSQL before 15 let everyone), nor
    // schemas in the database, whatever was granted before.
    'revoke create on schema public from public',
    `revoke create on schema public from ${role}`,
    `revoke create on database ${database} from ${role}`,
    `grant connect on database ${database} to ${role}`,
    `grant usage on schema public to ${role}`,
    `grant ${ROWS} on all tables in schema public to ${role}`,
    `grant usage, select on all sequences in schema public to ${role}`,
    `grant execute on all functions in schema public to ${role}`,
    // The migration history is the owner's alone.
    `revoke all on mikro_orm_migrations from ${role}`,
    `alter default privileges in schema public grant ${ROWS} on tables to ${role}`,
    `alter default privileges in schema public grant usage, select on sequences to ${role}`,
    `alter default privileges in schema public grant execute on functions to ${role}`,
  ];
}
