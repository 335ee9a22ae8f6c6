import { access } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, config } from '../config.ts';
import { AppRoleError } from '../db/app-role.ts';
import {
  checkArchive,
  connectedClients,
  localApiAnswers,
  NotABackup,
  ownerDatabaseUrl,
  restoreDatabase,
} from '../db/backup.ts';
import { libpqTarget } from '../db/pg-tools.ts';

/**
 * `npm run restore -- FILE [--force]`: replaces the database's contents with a backup made by
 * `npm run backup`, all or nothing, then applies the migrations the backup predates and moves the
 * credential status indexes past every one issued before (db/status-index-gap.ts). For a stopped
 * stack: it refuses (exit 3) while anything else is connected to the database or the API answers on
 * this machine, since a running API or worker would write into the database being replaced (and its
 * locks would hold the restore up); --force goes ahead anyway.
 */
const fromCaller = (p: string) => (isAbsolute(p) ? p : resolve(process.env.INIT_CWD ?? process.cwd(), p));

class Refused extends Error {}

async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1)
    throw new Refused('Usage: npm run restore -- FILE [--force]   (FILE: a backup made by npm run backup)');
  const file = fromCaller(positionals[0]!);
  await access(file).catch(() => {
    throw new Refused(`No backup at ${file}.`);
  });
  const cfg = config();
  const url = ownerDatabaseUrl(cfg);
  const { label } = libpqTarget(url, '');
  await checkArchive(url, file);

  const byWho = new Map<string, number[]>();
  for (const c of await connectedClients(url)) byWho.set(c.who, [...(byWho.get(c.who) ?? []), c.pid]);
  const running = [
    ...[...byWho].map(([who, pids]) => `connected to the database: ${who} (pid ${pids.join(', ')})`),
    ...((await localApiAnswers(cfg.PORT)) ? [`something answers on http://127.0.0.1:${cfg.PORT} (the API?)`] : []),
  ];
  if (running.length > 0) {
    const list = running.map((r) => `  - ${r}`).join('\n');
    if (!values.force) {
      throw new Refused(
        `The stack is not stopped:\n${list}\nStop the API and the workers first (Ctrl+C on npm start; docker compose stop backend workers), or pass --force.`,
      );
    }
    console.warn(`Warning: restoring with --force while:\n${list}`);
  }

  console.log(`Restoring ${file} into ${label}: everything in it is replaced ...`);
  const started = Date.now();
  const { applied, statusIndexesFrom } = await restoreDatabase({ url, file, appUrl: cfg.DATABASE_URL });
  console.log(`Restored in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  console.log(
    applied.length ? `Applied migrations the backup predates: ${applied.join(', ')}` : 'Database schema is up to date.',
  );
  console.log(
    `Credential status indexes resume at ${statusIndexesFrom}: none issued before the restore is issued again.`,
  );
  console.log('Start the stack again (npm start).');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(
    err instanceof Refused || err instanceof NotABackup
      ? 3
      : err instanceof ConfigError || err instanceof AppRoleError
        ? 2
        : 1,
  );
});
