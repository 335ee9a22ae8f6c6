import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One write path per table (docs/ARCHITECTURE.md, "Who writes what"): backend/src/commands/ writes every
 * table; outside it, only the files named here write the table named, and nothing else writes anything.
 * A source scan, beside the behaviour tests: it catches the raw UPDATE a processor might add tomorrow.
 */
const writersOutsideCommands: Record<string, readonly string[]> = {
  // Bytes as a bound binary parameter; called by commands only (checked below).
  files: ['backend/src/db/store-file.ts'],
  events: ['backend/src/events/record-event.ts', 'workers/src/relay.ts'],
  sessions: ['backend/src/middlewares/session.ts'],
  job_runs: ['workers/src/runtime/job-runs.ts'],
  mail_log: ['workers/src/mail/', 'workers/src/privacy/forget-erased-mail.ts'],
  erasure_requests: ['workers/src/privacy/forget-erased-mail.ts'],
  screenshot_readings: ['workers/src/processors/read-screenshot.ts'],
  reconciler_passes: ['workers/src/reconciler.ts'],
  // A restore's resume mark, written as the schema's owner by `npm run restore`, never by the running app.
  status_indexes: ['backend/src/db/status-index-gap.ts'],
};

const root = join(import.meta.dirname, '../../..');
const entityDir = join(root, 'backend/src/entities');

/** Entity name -> table, read from the entity definitions (`name: 'JobRun'` ... `tableName: 'job_runs'`). */
const tableOfEntity = new Map<string, string>();
for (const file of readdirSync(entityDir)) {
  const text = readFileSync(join(entityDir, file), 'utf8');
  for (const m of text.matchAll(/defineEntity\(\{\s*name: '(\w+)',(?:\s*tableName: '(\w+)')?/g)) {
    tableOfEntity.set(m[1]!, m[2] ?? m[1]!.replace(/(?<!^)([A-Z])/g, '_$1').toLowerCase());
  }
}

/** The tables a source text writes: SQL (insert, update ... set, delete) and the entity manager's writes. */
function tablesWritten(text: string): string[] {
  const tables: string[] = [];
  for (const m of text.matchAll(/\b(?:insert\s+into|delete\s+from)\s+"?(\w+)"?|\bupdate\s+"?(\w+)"?\s+set\b/gi))
    tables.push((m[1] ?? m[2]!).toLowerCase());
  for (const m of text.matchAll(
    /\b\w*(?:em|tx|Em|Tx)(?:\(\))?\.(?:nativeUpdate|nativeDelete|upsert|upsertMany|insert|insertMany|create)\((\w+)/g,
  )) {
    tables.push(tableOfEntity.get(m[1]!) ?? `entity ${m[1]}`);
  }
  for (const m of text.matchAll(/\b\w*(?:em|tx|Em|Tx)(?:\(\))?\.(?:persist|remove)\(/g))
    tables.push(`an entity (${m[0]})`);
  return tables;
}

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('migrations/'))
    .map((f) => `${dir}/${f}`);
}

const scanned = [
  ...sources('backend/src').filter((f) => !f.startsWith('backend/src/commands/')),
  ...sources('workers/src'),
];

describe('who writes what', () => {
  it('reads the writes in a source text, so the scan below can fail', () => {
    expect(tableOfEntity.get('Student')).toBe('students');
    expect(tablesWritten(`await sql(tx, 'update students set screenshot_id = $1 where id = $2', [a, b]);`)).toEqual([
      'students',
    ]);
    expect(tablesWritten('await em.nativeUpdate(JobRun, { id }, { state });')).toEqual(['job_runs']);
    expect(tablesWritten('DELETE FROM "files" where id = $1; insert into documents (id) values (1)')).toEqual([
      'files',
      'documents',
    ]);
    expect(tablesWritten('await tx.persist(student).flush();')).toHaveLength(1);
    expect(tablesWritten('// the runtime will update the row later; select * from students')).toEqual([]);
  });

  it('writes each table, outside backend/src/commands/, only from the files allowed for it', () => {
    expect(scanned.length).toBeGreaterThan(100);
    const strays: string[] = [];
    for (const file of scanned) {
      for (const table of tablesWritten(readFileSync(join(root, file), 'utf8'))) {
        const allowed = writersOutsideCommands[table] ?? [];
        if (!allowed.some((path) => (path.endsWith('/') ? file.startsWith(path) : file === path)))
          strays.push(`${file} writes ${table}`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('stores files only through commands (db/store-file.ts is called by backend/src/commands/ alone)', () => {
    const callers = [...sources('backend/src'), ...sources('workers/src')].filter((f) =>
      /from '(?:\.\.?\/)*(?:backend\/)?(?:db\/)?store-file(?:\.ts)?'/.test(readFileSync(join(root, f), 'utf8')),
    );
    expect(callers.length).toBeGreaterThan(0);
    expect(callers.filter((f) => !f.startsWith('backend/src/commands/'))).toEqual([]);
  });
});
