import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { localDatabase } from '../backend/src/config.ts';
import { grantAppRole } from '../backend/src/db/app-role.ts';
import { openOrm, migrate } from '../backend/src/db/orm.ts';
import type { Numbers } from './figures.ts';

/** One measured figure: what docs/PERFORMANCE.md shows in its table. */
export interface BenchRow {
  figure: string;
  goal: string;
  value: string;
  pass: boolean;
  command: string;
  /** A stable id for comparing runs (bench/compare.ts); without one, it is made from the label. */
  id?: string;
  /** The figure's numbers; without them, they are read from `value` (bench/figures.ts). */
  numbers?: Numbers;
}

/** How a benchmark is asked to run. */
export interface BenchOptions {
  /** A short version (a few seconds a figure) for watching the figures between releases: `npm run bench:short`. */
  short?: boolean;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  return { median: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), n: s.length };
}

/**
 * A freshly migrated database of its own for a benchmark, so figures never touch the app's data. The
 * ORM it returns is the owner's (for seeding); `url` is the site's own role, as in production.
 */
export async function benchDatabase(name: string) {
  const at = (base: string, path: string) => Object.assign(new URL(base), { pathname: `/${path}` }).toString();
  const ownerBase = process.env.MIGRATION_DATABASE_URL ?? localDatabase.owner;
  const client = new pg.Client({ connectionString: at(ownerBase, 'postgres') });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
  const ownerUrl = at(ownerBase, name);
  const url = at(process.env.DATABASE_URL ?? localDatabase.app, name);
  const orm = await openOrm(ownerUrl);
  await migrate(orm);
  await grantAppRole(ownerUrl, url);
  process.env.DATABASE_URL = url;
  process.env.MIGRATION_DATABASE_URL = ownerUrl;
  return { orm, url };
}

export function isMain(metaUrl: string): boolean {
  return process.argv[1] !== undefined && fileURLToPath(metaUrl) === process.argv[1];
}

/** Runs a benchmark when its file is the program (`npx tsx bench/x.ts`): prints its rows, exits 0, or 1 on an error. */
export function runIfMain(metaUrl: string, run: () => Promise<BenchRow[]>, after?: () => void): void {
  if (!isMain(metaUrl)) return;
  run()
    .then((rows) => {
      printRows(rows);
      after?.();
      process.exit(0);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}

export function printRows(rows: BenchRow[]) {
  console.log('| figure | goal | measured | |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.figure} | ${r.goal} | ${r.value} | ${r.pass ? 'ok' : 'MISSED'} |`);
}
