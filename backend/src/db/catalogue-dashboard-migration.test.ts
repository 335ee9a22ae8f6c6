import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openScratchDatabase } from '../../test/scratch-database.ts';

/**
 * Migration catalogue_dashboard on a catalogue published before the dashboard's lists were the catalogue's:
 * the eight courses of the specification's lists get them as a new version by `system`, an editor's draft
 * keeps its changes, and a catalogue that has them already (a fresh install's seed) is left as it is.
 */
const DASHBOARD = 'Migration20261220100000_catalogue_dashboard';
let orm: MikroORM;
let drop: () => Promise<void>;
const run = <T extends object>(sql: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(sql, params);

beforeAll(async () => {
  ({ orm, drop } = await openScratchDatabase('dashmig'));
  const before = (await orm.migrator.getPending())
    .map((m) => m.name)
    .filter((n) => n < DASHBOARD)
    .sort()
    .at(-1)!;
  await orm.migrator.up({ to: before });
});
afterAll(() => drop?.());

interface Row {
  name: string;
  published_version: number;
  published_by: string;
  dashboard: unknown;
  draft_dashboard: unknown;
  draft_summary: string;
}
const courses = () =>
  run<Row>(
    `select v.content->'name'->>'en' as name, e.published_version, v.published_by, v.content->'dashboard' as dashboard,
            e.draft->'dashboard' as draft_dashboard, e.draft->'summary'->>'en' as draft_summary
       from catalogue_entries e join catalogue_versions v on v.entry_id = e.id and v.version = e.published_version
      where e.kind = 'course' order by e.draft->>'cardOrder', 1`,
  );

describe('migration catalogue_dashboard', () => {
  it("publishes the specification's dashboard lists as a new version where the catalogue lacks them, once", async () => {
    // A catalogue published before: no course has a dashboard; an editor is changing the UI/UX card's line.
    await run(`update catalogue_versions set content = content - 'dashboard'`);
    await run(`update catalogue_entries set draft = draft - 'dashboard'`);
    await run(
      `update catalogue_entries set draft = jsonb_set(draft, '{summary,en}', '"Figma from the first day."')
        where draft->'name'->>'en' = 'UI/UX Design'`,
    );

    await orm.migrator.up({ to: DASHBOARD });
    const after = await courses();
    const listed = after.filter((c) => c.dashboard !== null);
    expect(listed.map((c) => c.name).sort()).toEqual(
      [
        'UI/UX Design',
        'Full Stack Development',
        'Front End Development',
        'Back End Development',
        'Embedded Systems and IoT',
        'Java Development',
        'Data Entry using Microsoft and Docparser',
        'Medical Coding using Optum360 EncoderPro',
      ].sort(),
    );
    for (const c of listed) {
      expect(c, c.name).toMatchObject({ published_version: 2, published_by: 'system' });
      expect(c.draft_dashboard).toEqual(c.dashboard);
    }
    for (const c of after.filter((x) => x.dashboard === null)) expect(c.published_version, c.name).toBe(1);
    const uiux = after.find((c) => c.name === 'UI/UX Design')!;
    expect(uiux.dashboard).toMatchObject({
      table: { title: { en: 'UI/UX' }, order: 3 },
      listed: { en: 'UI/UX Design' },
    });
    expect(uiux.draft_summary).toBe('Figma from the first day.');
    expect(after.find((c) => c.name === 'Java Development')!.dashboard).toEqual({
      table: null,
      listed: { en: 'Java and C Programming', ta: 'Java and C Programming' },
    });

    // Run again (a catalogue that has them, as a fresh install's seed does): nothing changes.
    await orm.migrator.down();
    await orm.migrator.up({ to: DASHBOARD });
    expect(await courses()).toEqual(after);
  });
});
