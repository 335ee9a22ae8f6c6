import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * How the PostgreSQL client programs reach a database: the URL without its password (which would show
 * in `ps` on a command line) and the password in PGPASSWORD.
 */
export function libpqTarget(
  url: string,
  applicationName: string,
): { dbname: string; env: NodeJS.ProcessEnv; label: string } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PGAPPNAME: applicationName, PGCONNECT_TIMEOUT: '10' };
  delete env.PGPASSWORD;
  if (password) env.PGPASSWORD = password;
  return { dbname: u.toString(), env, label: `${u.pathname.slice(1)} on ${u.hostname}:${u.port || '5432'}` };
}

/** The database's name in a connection URL. */
export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** A short connection of our own, named so that pg_stat_activity shows who it is. */
export async function withClient<T>(
  url: string,
  applicationName: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    connectionString: url,
    application_name: applicationName,
    connectionTimeoutMillis: 10_000,
  });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: number }>(`select current_setting('server_version_num')::int as v`);
  return Math.floor(rows[0]!.v / 10_000);
}

/**
 * The client program matching the server's major version: Debian installs each next to the server
 * (/usr/lib/postgresql/<major>/bin), the one on the PATH may be another version. pg_dump refuses a
 * newer server, and an archive is readable only by a pg_restore at least as new as its pg_dump, so
 * an older program is refused here with what to install.
 */
export async function pgProgram(name: 'pg_dump' | 'pg_restore' | 'psql', major: number): Promise<string> {
  const matching = `/usr/lib/postgresql/${major}/bin/${name}`;
  const program = existsSync(matching) ? matching : name;
  let version: string;
  try {
    version = (await run(program, ['--version'])).stdout;
  } catch {
    throw new Error(
      `${name} was not found. Install the PostgreSQL ${major} client: apt-get install postgresql-client-${major}`,
    );
  }
  const found = Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1]);
  if (!(found >= major)) {
    throw new Error(
      `${program} is version ${found}, older than the PostgreSQL ${major} server. Install postgresql-client-${major}.`,
    );
  }
  return program;
}
