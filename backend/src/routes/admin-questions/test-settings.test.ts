import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestSettingsSaved } from 'shared/api/admin-questions';
import type { QuestionContent, TestSettings, TestSettingsView } from 'shared/api/question-banks';
import { messages } from 'shared/messages';
import { DomainEvent } from '../../entities/index.ts';
import type { EventType } from '../../events/types.ts';
import { drawnQuestions } from '../../../test/question-keys.ts';
import { signedIn, type SignedIn, visitor } from '../../../test/signed-in.ts';
import { type TestApp, useTestApp } from '../../../test/support.ts';

/** The tests' settings: draw rules with their pools, a time limit, the review; new attempts use them. */
let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

let editor: SignedIn;
beforeEach(async () => {
  editor = await signedIn(app, orm, { kind: 'admin', staffRole: 'editor' });
});

const TEST_1 = 'HTML, CSS and React';

const settings = (over: Partial<TestSettings> = {}): TestSettings => ({
  rules: [{ category: TEST_1, count: 25 }],
  timeLimitMinutes: null,
  review: 'score',
  ...over,
});

const put = (n: number, json: unknown) => editor(`/api/admin/tests/${n}`, { method: 'PUT', json });

async function tests(): Promise<TestSettingsView[]> {
  const res = await editor('/api/admin/tests');
  expect(res.status, res.text).toBe(200);
  return (res.body as unknown as { tests: TestSettingsView[] }).tests;
}

/** `n` new questions in `category`, named `<prefix>-1` ... */
async function addQuestions(n: number, category: string, prefix: string) {
  for (let i = 1; i <= n; i++) {
    const content: QuestionContent = {
      name: `${prefix}-${i}`,
      category,
      text: { en: `Extra question ${i} of ${category}?`, ta: '' },
      options: [
        { en: 'Right', ta: '' },
        { en: 'Wrong', ta: '' },
      ],
      answer: 0,
      explanation: { en: '', ta: '' },
      tags: [],
    };
    const res = await editor('/api/admin/questions', { method: 'POST', json: content });
    expect(res.status, res.text).toBe(201);
  }
}

async function startAs(intern: SignedIn, n = 1, fresh = false) {
  const res = await intern(`/api/tests/${n}/attempts/start`, { method: 'POST', json: fresh ? { fresh } : {} });
  expect(res.status, res.text).toBeLessThan(300);
  return res.body as { attemptId: number; deadlineAt: string | null; total: number; resumed: boolean };
}

const validatedIntern = () => signedIn(app, orm, { kind: 'student', fields: { validated: true } });
const events = (type: EventType) => orm.em.fork().find(DomainEvent, { type }, { orderBy: { id: 'asc' } });

describe('GET /api/admin/tests', () => {
  it("gives the specification's three tests: one rule each drawing its whole category, no limit, score only", async () => {
    expect(await tests()).toMatchObject([
      {
        testNo: 1,
        size: 25,
        rules: [{ category: TEST_1, count: 25 }],
        pools: { [TEST_1]: 25 },
        timeLimitMinutes: null,
      },
      { testNo: 2, size: 30, rules: [{ category: 'Node.js and MongoDB', count: 30 }], review: 'score' },
      { testNo: 3, size: 25, pools: { 'Figma and UI design': 25 } },
    ]);
  });
});

describe('PUT /api/admin/tests/:n', () => {
  it('test 1 set to 25 from a pool of 60 gives two attempts different questions, and a resume keeps its own', async () => {
    await addQuestions(35, TEST_1, 'T1-X');
    const res = await put(1, settings({ timeLimitMinutes: 40, review: 'answers' }));
    expect(res.status, res.text).toBe(200);
    const saved = res.body as unknown as TestSettingsSaved & { code: string };
    expect(saved).toMatchObject({ code: 'testSettingsSaved', changed: ['timeLimitMinutes', 'review'] });
    expect(saved.test).toMatchObject({ pools: { [TEST_1]: 60 }, timeLimitMinutes: 40, review: 'answers' });

    const [a, b] = [await validatedIntern(), await validatedIntern()];
    const first = await startAs(a);
    const second = await startAs(b);
    expect([first.total, second.total]).toEqual([25, 25]);
    const names = async (id: number) => (await drawnQuestions(orm, id)).map((q) => q.name!);
    const [drawnA, drawnB] = [await names(first.attemptId), await names(second.attemptId)];
    expect(new Set(drawnA).size).toBe(25);
    // 25 of 60 twice: the same 25 once in about 5 * 10^16 draws.
    expect([...drawnA].sort()).not.toEqual([...drawnB].sort());
    expect(drawnA.some((name) => name.startsWith('T1-X')) || drawnB.some((name) => name.startsWith('T1-X'))).toBe(true);

    const resumed = await startAs(a);
    expect(resumed).toMatchObject({ attemptId: first.attemptId, resumed: true });
    expect(await names(resumed.attemptId)).toEqual(drawnA);
  });

  it('leaves open attempts their questions and deadline: new attempts use the new rules and limit', async () => {
    await addQuestions(5, 'Git basics', 'GIT');
    const intern = await validatedIntern();
    const before = await startAs(intern);
    expect(before.deadlineAt).toBeNull();
    const changed = await put(
      1,
      settings({
        rules: [
          { category: TEST_1, count: 20 },
          { category: 'git BASICS', count: 5 },
        ],
        timeLimitMinutes: 30,
      }),
    );
    expect(changed.status, changed.text).toBe(200);
    expect((changed.body as unknown as TestSettingsSaved).test.pools).toEqual({ [TEST_1]: 25, 'git BASICS': 5 });

    const resumed = await startAs(intern);
    expect(resumed).toMatchObject({ attemptId: before.attemptId, deadlineAt: null });
    expect((await drawnQuestions(orm, before.attemptId)).every((q) => q.category === TEST_1)).toBe(true);

    const fresh = await startAs(intern, 1, true);
    const drawn = await drawnQuestions(orm, fresh.attemptId);
    expect(drawn.filter((q) => q.category === 'Git basics')).toHaveLength(5);
    expect(drawn).toHaveLength(25);
    const minutes = (Date.parse(fresh.deadlineAt!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it("refuses a rule whose category holds fewer questions than it draws, on that rule's count", async () => {
    await addQuestions(3, 'Git basics', 'GIT');
    const res = await put(
      1,
      settings({
        rules: [
          { category: TEST_1, count: 21 },
          { category: 'Git basics', count: 4 },
        ],
      }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'testRulePoolTooSmall',
      field: 'rules.1.count',
      message: messages.testRulePoolTooSmall,
    });
    const unknown = await put(3, settings({ rules: [{ category: 'Nothing here', count: 25 }] }));
    expect(unknown.status).toBe(409);
    expect(unknown.body).toMatchObject({ code: 'testRulePoolTooSmall', field: 'rules.0.count' });
    expect((await tests())[0]!.rules).toEqual([{ category: TEST_1, count: 25 }]);
    expect(await events('test.settings-changed')).toHaveLength(0);
  });

  it.each<[string, number, unknown, string, keyof typeof messages]>([
    [
      'rules summing to less than the test',
      1,
      settings({ rules: [{ category: TEST_1, count: 24 }] }),
      'rules',
      'testRulesSize',
    ],
    [
      'rules summing to more than test 2',
      2,
      settings({ rules: [{ category: 'Node.js and MongoDB', count: 31 }] }),
      'rules',
      'testRulesSize',
    ],
    [
      'one category in two rules',
      1,
      settings({
        rules: [
          { category: TEST_1, count: 20 },
          { category: TEST_1.toUpperCase(), count: 5 },
        ],
      }),
      'rules',
      'testRuleRepeated',
    ],
    ['a count of 0', 1, settings({ rules: [{ category: TEST_1, count: 0 }] }), 'rules.0.count', 'testRuleCountInvalid'],
    [
      'a count of 2.5',
      1,
      settings({ rules: [{ category: TEST_1, count: 2.5 }] }),
      'rules.0.count',
      'testRuleCountInvalid',
    ],
    [
      'an empty category',
      1,
      settings({ rules: [{ category: ' ', count: 25 }] }),
      'rules.0.category',
      'questionCategoryInvalid',
    ],
    ['a limit of 0 minutes', 1, settings({ timeLimitMinutes: 0 }), 'timeLimitMinutes', 'testTimeLimitInvalid'],
    ['a limit of 601 minutes', 1, settings({ timeLimitMinutes: 601 }), 'timeLimitMinutes', 'testTimeLimitInvalid'],
    ['a limit in words', 1, { ...settings(), timeLimitMinutes: 'ten' }, 'timeLimitMinutes', 'testTimeLimitInvalid'],
    ['an unknown review', 1, { ...settings(), review: 'everything' }, 'review', 'testReviewInvalid'],
  ])('refuses %s: 400 on its field with its message', async (_, n, body, field, code) => {
    const res = await put(n, body);
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ field, code, message: messages[code] });
  });

  it('refuses a test that is not 1, 2 or 3', async () => {
    expect((await put(4, settings())).status).toBe(400);
  });

  it('records who changed which fields; a change to nothing records nothing', async () => {
    const same = await put(1, settings());
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ changed: [], code: 'testSettingsNotChanged' });
    expect(
      (await put(2, { ...settings(), rules: [{ category: 'Node.js and MongoDB', count: 30 }], review: 'correctness' }))
        .status,
    ).toBe(200);
    expect((await events('test.settings-changed')).map((e) => [e.actor, e.payload])).toEqual([
      [`admin:${editor.id}`, { testNo: 2, changed: ['review'] }],
    ]);
    const admin = await signedIn(app, orm, { kind: 'admin' });
    const audit = (await admin('/api/admin/audit?action=test.settings-changed')).body as unknown as {
      entries: { actor: string; subject: string }[];
    };
    expect(audit.entries).toMatchObject([{ actor: `admin:${editor.id}`, subject: 'test 2' }]);
  });
});

describe('who may', () => {
  it('an admin may; an operator and an intern get 403 and a visitor 401 on every route, and nothing changes', async () => {
    const admin = await signedIn(app, orm, { kind: 'admin' });
    expect((await admin('/api/admin/tests')).status).toBe(200);
    expect(
      (await admin('/api/admin/tests/1', { method: 'PUT', json: settings({ review: 'correctness' }) })).status,
    ).toBe(200);
    const operator = await signedIn(app, orm, { kind: 'admin', staffRole: 'operator' });
    const intern = await validatedIntern();
    const routes: [string, RequestInit & { json?: unknown }][] = [
      ['/api/admin/tests', {}],
      ['/api/admin/tests/1', { method: 'PUT', json: settings({ review: 'answers' }) }],
    ];
    for (const [path, init] of routes) {
      expect((await operator(path, init)).status, `operator ${path}`).toBe(403);
      expect((await intern(path, init)).status, `intern ${path}`).toBe(403);
      expect((await visitor(app)(path, init)).status, `visitor ${path}`).toBe(401);
    }
    expect((await tests())[0]!.review).toBe('correctness');
  });
});
