import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, config } from '../config.ts';
import { backupDatabase, ownerDatabaseUrl } from '../db/backup.ts';
import { libpqTarget } from '../db/pg-tools.ts';

/**
 * `npm run backup [-- --dir DIR]`: one pg_dump archive of the whole database (files included) into
 * DIR (default: backups/ at the repository root, git-ignored), named with the UTC time. Safe while the
 * site runs. Uses MIGRATION_DATABASE_URL (the owner) when set, else DATABASE_URL.
 */
const repoRoot = new URL('../../../', import.meta.url).pathname;
const fromCaller = (p: string) => (isAbsolute(p) ? p : resolve(process.env.INIT_CWD ?? process.cwd(), p));

async function main() {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  const url = ownerDatabaseUrl(config());
  const dir = values.dir ? fromCaller(values.dir) : resolve(repoRoot, 'backups');
  console.log(`Backing up ${libpqTarget(url, '').label} ...`);
  const started = Date.now();
  const { file, bytes } = await backupDatabase({ url, dir });
  console.log(
    `Backup written: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  console.log(`Restore it with: npm run restore -- ${file}`);
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(err instanceof ConfigError ? 2 : 1);
});
