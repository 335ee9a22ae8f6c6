import type { MikroORM } from '@mikro-orm/postgresql';
import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import type { QuestionContent } from 'shared/api/question-banks';
import type { QuestionStat } from 'shared/api/question-stats';
import { todayInIndia } from 'shared/dates';
import { saveQuestion } from '../../commands/save-question.ts';
import { sql } from '../../db/sql.ts';
import { buildStudent } from '../../../test/factories.ts';
import { type SignedIn, signedIn, visitor } from '../../../test/signed-in.ts';
import { type TestApp, useTestApp } from '../../../test/support.ts';

/**
 * Item statistics over finished attempts built straight in the database with known answers, each figure
 * checked against the textbook formula computed here, independently of the code under test.
 */
let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

/** A small seeded generator (mulberry32): the same synthetic set on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Version {
  id: number;
  questionId: number;
  content: QuestionContent;
}

/** The current versions of a test's seeded category, by name. */
async function currentVersions(category: string): Promise<Version[]> {
  return sql<Version>(
    orm.em.fork(),
    `select v.id, q.id as "questionId", v.content from questions q join question_versions v on v.id = q.current_version_id
      where q.category = $1 order by q.name`,
    [category],
  );
}

interface Built {
  studentId: number;
  testNo: number;
  state: 'finished' | 'open' | 'replaced';
  versionIds: number[];
  optionOrders: number[][];
  choices: (number | null)[];
}

async function insertAttempts(attempts: Built[]) {
  await sql(
    orm.em.fork(),
    `insert into test_attempts (student_id, test_no, state, question_version_ids, option_orders, choices, started_at, updated_at, finished_at)
     select r.student_id, r.test_no, r.state, r.version_ids, r.option_orders, r.choices, now(), now(),
            case when r.state = 'open' then null else now() end
       from jsonb_to_recordset($1::jsonb) as r(student_id int, test_no int, state text, version_ids jsonb, option_orders jsonb, choices jsonb)`,
    [
      JSON.stringify(
        attempts.map((a) => ({
          student_id: a.studentId,
          test_no: a.testNo,
          state: a.state,
          version_ids: a.versionIds,
          option_orders: a.optionOrders,
          choices: a.choices,
        })),
      ),
    ],
  );
}

/** An attempt that answers item i right when `right[i]`: wrong answers are another option, or none at all. */
function attemptOf(
  next: () => number,
  versions: Version[],
  right: boolean[],
  base: Omit<Built, 'versionIds' | 'optionOrders' | 'choices'>,
): Built {
  const optionOrders = versions.map((v) => {
    const order = v.content.options.map((_, k) => k);
    for (let k = order.length - 1; k > 0; k--) {
      const j = Math.floor(next() * (k + 1));
      [order[k], order[j]] = [order[j]!, order[k]!];
    }
    return order;
  });
  const choices = versions.map((v, i) => {
    const key = optionOrders[i]!.indexOf(v.content.answer);
    if (right[i]) return key;
    if (next() < 0.2) return null;
    return (key + 1 + Math.floor(next() * (v.content.options.length - 1))) % v.content.options.length;
  });
  return { ...base, versionIds: versions.map((v) => v.id), optionOrders, choices };
}

/** The textbook's figures of one item: facility p, and r_pb = (M1 − M0) / s · √(pq) over the rest scores (s with n, not n − 1). */
function textbook(items: { x: number; rest: number }[]) {
  const n = items.length;
  const p = items.filter((i) => i.x === 1).length / n;
  const q = 1 - p;
  const mean = (xs: number[]) => xs.reduce((s, v) => s + v, 0) / xs.length;
  const all = items.map((i) => i.rest);
  const m = mean(all);
  const s = Math.sqrt(all.reduce((acc, y) => acc + (y - m) ** 2, 0) / n);
  const discrimination =
    p === 0 || p === 1 || s === 0
      ? null
      : ((mean(items.filter((i) => i.x === 1).map((i) => i.rest)) -
          mean(items.filter((i) => i.x === 0).map((i) => i.rest))) /
          s) *
        Math.sqrt(p * q);
  return { attempts: n, facility: p, discrimination };
}

/** The flags as issue and docs word them: over 0.95, under 0.2, a negative discrimination; under 20 attempts only that. */
function expectedFlags(e: { attempts: number; facility: number; discrimination: number | null }) {
  if (e.attempts < 20) return ['fewAttempts'];
  return [
    ...(e.facility > 0.95 ? ['tooEasy'] : []),
    ...(e.facility < 0.2 ? ['tooHard'] : []),
    ...(e.discrimination !== null && e.discrimination < 0 ? ['negativeDiscrimination'] : []),
  ];
}

/** A figure as the CSV writes it: four places, a number's shortest form ('0.98', '-0.0748'); none: empty. */
const fourPlaces = (value: number | null) => (value === null ? '' : String(Number(value.toFixed(4))));
const WORDS: Record<string, string> = {
  tooEasy: 'too easy (over 95 % right)',
  tooHard: 'too hard (under 20 % right)',
  negativeDiscrimination: 'negative discrimination',
  fewAttempts: 'too few attempts to judge (under 20)',
};

const TEST1 = 'HTML, CSS and React';
const TEST2 = 'Node.js and MongoDB';
/** The text of the version the last 10 attempts drew of the fifth question: a spreadsheet must not run it. */
const FORMULA_TEXT = '=HYPERLINK("https://evil.example") What does CSS stand for?';

let editor: SignedIn;
/** Per version id, each finished test-1 attempt's (x, rest). */
let expected: Map<number, { x: number; rest: number }[]>;
let easy: number, hard: number, negative: number, oldFifth: number, newFifth: number;
let test2Versions: Version[];
let students: { name: string; email: string }[];

beforeEach(async () => {
  const next = random(41);
  const versions = await currentVersions(TEST1);
  expect(versions).toHaveLength(25);
  test2Versions = await currentVersions(TEST2);
  // The fifth question is corrected once 190 attempts have drawn it: the last 10 draw its new version.
  const fifth = versions[4]!;
  const saved = await orm.em.fork().transactional((tx) =>
    saveQuestion(tx, {
      questionId: fifth.questionId,
      content: { ...fifth.content, text: { en: FORMULA_TEXT, ta: '' } },
      by: 'admin:1',
    }),
  );
  [easy, hard, negative, oldFifth, newFifth] = [
    versions[0]!.id,
    versions[1]!.id,
    versions[2]!.id,
    fifth.id,
    saved.versionId,
  ];
  const corrected = versions.map((v, i) =>
    i === 4 ? { ...v, id: saved.versionId, content: { ...v.content, text: { en: FORMULA_TEXT, ta: '' } } } : v,
  );

  const made = await Promise.all(Array.from({ length: 14 }, () => buildStudent(orm.em.fork(), { validated: true })));
  students = made.map((s) => ({ name: s.name, email: s.email }));
  const ids = made.map((s) => s.id);
  const built: Built[] = [];
  expected = new Map();
  for (let a = 0; a < 200; a++) {
    const ability = next() * 4 - 2;
    const right = versions.map((_, i) => {
      if (i === 0) return a % 50 !== 0; // 196 of 200: too easy
      if (i === 1) return a < 30; // 30 of 200: too hard
      if (i === 2) return ability < -0.5; // the weaker get it right: negative discrimination
      const difficulty = -1.5 + (3 * (i - 3)) / 21;
      return next() < 1 / (1 + Math.exp(-(ability - difficulty)));
    });
    const drawn = a < 190 ? versions : corrected;
    built.push(attemptOf(next, drawn, right, { studentId: ids[a % 10]!, testNo: 1, state: 'finished' }));
    const score = right.filter(Boolean).length;
    drawn.forEach((v, i) => {
      const x = right[i] ? 1 : 0;
      expected.set(v.id, [...(expected.get(v.id) ?? []), { x, rest: score - x }]);
    });
  }
  // Never graded, so never counted: open attempts all right, replaced ones all wrong.
  for (const s of [10, 11, 12])
    built.push(
      attemptOf(
        next,
        versions,
        versions.map(() => true),
        { studentId: ids[s]!, testNo: 1, state: 'open' },
      ),
    );
  for (const s of [10, 11])
    built.push(
      attemptOf(
        next,
        versions,
        versions.map(() => false),
        { studentId: ids[s]!, testNo: 1, state: 'replaced' },
      ),
    );
  // Five attempts at test 2: counted only when no test is asked for.
  for (let a = 0; a < 5; a++)
    built.push(
      attemptOf(
        next,
        test2Versions,
        test2Versions.map((_, i) => i % 2 === a % 2),
        { studentId: ids[13]!, testNo: 2, state: 'finished' },
      ),
    );
  await insertAttempts(built);
  editor = await signedIn(app, orm, { kind: 'admin', staffRole: 'editor' });
});

const byVersion = (stats: QuestionStat[]) => new Map(stats.map((s) => [s.versionId, s]));

describe('GET /api/admin/question-stats', () => {
  it('facility and discrimination on a synthetic 200-attempt set equal the formulas', async () => {
    const res = await editor('/api/admin/question-stats?test=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ test: 1, category: null, attempts: 200, categories: [TEST1] });
    const stats = byVersion(res.body.stats as QuestionStat[]);
    expect([...stats.keys()].sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
    for (const [versionId, items] of expected) {
      const want = textbook(items);
      const got = stats.get(versionId)!;
      expect(got.attempts).toBe(want.attempts);
      expect(Math.abs(got.facility - want.facility)).toBeLessThan(1e-9);
      if (want.discrimination === null) expect(got.discrimination).toBeNull();
      else expect(Math.abs(got.discrimination! - want.discrimination)).toBeLessThan(1e-9);
      expect(got.flags).toEqual(expectedFlags(want));
    }
    // The designed items carry the flags they were built for.
    expect(stats.get(easy)).toMatchObject({ facility: 0.98 });
    expect(stats.get(easy)!.flags).toContain('tooEasy');
    expect(stats.get(hard)).toMatchObject({ facility: 0.15 });
    expect(stats.get(hard)!.flags).toContain('tooHard');
    expect(stats.get(negative)!.discrimination).toBeLessThan(-0.3);
    expect(stats.get(negative)!.flags).toContain('negativeDiscrimination');
    // Per version: the corrected question's two versions are two items, the new one too new to judge.
    expect(stats.get(oldFifth)).toMatchObject({ attempts: 190, current: false, version: 1 });
    expect(stats.get(newFifth)).toMatchObject({
      attempts: 10,
      current: true,
      version: 2,
      flags: ['fewAttempts'],
      text: FORMULA_TEXT,
    });
    // Counts only: nothing of any intern.
    for (const s of students) {
      expect(res.text).not.toContain(s.email);
      expect(res.text).not.toContain(s.name);
    }
    expect(Object.keys(stats.get(easy)!).sort()).toEqual([
      'attempts',
      'category',
      'current',
      'discrimination',
      'facility',
      'flags',
      'name',
      'questionId',
      'retired',
      'text',
      'version',
      'versionId',
    ]);
  });

  it('counts every test without a filter, and picks versions by category (any case) after the whole attempt is scored', async () => {
    const all = await editor('/api/admin/question-stats');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ test: null, attempts: 205, categories: [TEST1, TEST2].sort() });
    expect(all.body.stats).toHaveLength(26 + test2Versions.length);
    const test2 = await editor(`/api/admin/question-stats?category=${encodeURIComponent(TEST2.toUpperCase())}`);
    const stats = test2.body.stats as QuestionStat[];
    expect(stats.map((s) => s.versionId).sort((a, b) => a - b)).toEqual(
      test2Versions.map((v) => v.id).sort((a, b) => a - b),
    );
    for (const s of stats) expect(s).toMatchObject({ attempts: 5, flags: ['fewAttempts'], category: TEST2 });
    // Test 1's figures by category equal those by test: the rest score is still the whole attempt's.
    const byCategory = byVersion(
      (await editor(`/api/admin/question-stats?category=${encodeURIComponent(TEST1)}`)).body.stats as QuestionStat[],
    );
    const byTest = byVersion((await editor('/api/admin/question-stats?test=1')).body.stats as QuestionStat[]);
    expect(byCategory).toEqual(byTest);
    expect((await editor('/api/admin/question-stats?test=2&category=' + encodeURIComponent(TEST1))).body.stats).toEqual(
      [],
    );
  });

  it('answers 400 for a test that does not exist', async () => {
    const res = await editor('/api/admin/question-stats?test=4');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The test is 1, 2 or 3.');
  });

  it('is for the staff who keep the banks: 403 for an operator and an intern, 401 signed out', async () => {
    const admin = await signedIn(app, orm, { kind: 'admin' });
    expect((await admin('/api/admin/question-stats?test=1')).status).toBe(200);
    const operator = await signedIn(app, orm, { kind: 'admin', staffRole: 'operator' });
    const intern = await signedIn(app, orm, { kind: 'student', fields: { validated: true } });
    for (const path of ['/api/admin/question-stats?test=1', '/api/admin/question-stats.csv?test=1']) {
      expect((await operator(path)).status).toBe(403);
      expect((await intern(path)).status).toBe(403);
      expect((await visitor(app)(path)).status).toBe(401);
    }
  });
});

describe('GET /api/admin/question-stats.csv', () => {
  it('is the same rows as a CSV file: UTF-8 with BOM, English headers, flags in words, formula-safe, dated name', async () => {
    const res = await fetch(`${app.url}/api/admin/question-stats.csv?test=1`, { headers: { cookie: editor.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="question-stats-test1-${todayInIndia()}.csv"`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(bytes, { bom: true }) as string[][];
    expect(header).toEqual([
      'question id',
      'name',
      'version',
      'current version',
      'retired',
      'category',
      'question',
      'attempts',
      'facility',
      'discrimination',
      'flags',
    ]);
    const json = (await editor('/api/admin/question-stats?test=1')).body.stats as QuestionStat[];
    expect(rows).toHaveLength(json.length);
    const row = (versionId: number) => {
      const s = json.find((j) => j.versionId === versionId)!;
      return rows.find((r) => r[0] === String(s.questionId) && r[2] === String(s.version))!;
    };
    const want = textbook(expected.get(easy)!);
    expect(row(easy)).toEqual([
      expect.stringMatching(/^\d+$/),
      'T1-Q01',
      '1',
      'yes',
      'no',
      TEST1,
      'What does HTML stand for?',
      '200',
      '0.98',
      fourPlaces(want.discrimination!),
      expectedFlags(want)
        .map((f) => WORDS[f])
        .join('; '),
    ]);
    expect(row(easy)[10]).toMatch(/^too easy \(over 95 % right\)/);
    expect(row(hard)[10]).toContain('too hard (under 20 % right)');
    expect(row(negative)[10]).toContain('negative discrimination');
    expect(row(newFifth).slice(2, 11)).toEqual([
      '2',
      'yes',
      'no',
      TEST1,
      `'${FORMULA_TEXT}`,
      '10',
      fourPlaces(textbook(expected.get(newFifth)!).facility),
      fourPlaces(textbook(expected.get(newFifth)!).discrimination),
      'too few attempts to judge (under 20)',
    ]);
    expect(row(oldFifth).slice(2, 5)).toEqual(['1', 'no', 'no']);
  });
});
