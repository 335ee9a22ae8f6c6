import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeEach, describe, expect, it } from 'vitest';
import type { QuestionDetail, QuestionPage, QuestionSaved } from 'shared/api/admin-questions';
import type { CategoryView, QuestionContent } from 'shared/api/question-banks';
import { messages } from 'shared/messages';
import { DomainEvent } from '../../entities/index.ts';
import type { EventType } from '../../events/types.ts';
import { drawnQuestions, shownKey } from '../../../test/question-keys.ts';
import { type Caller, signedIn, type SignedIn, visitor } from '../../../test/signed-in.ts';
import { type TestApp, useTestApp } from '../../../test/support.ts';

/** The question banks' editor: list, one question and its versions, new, save (a version), retire, restore. */
let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

let editor: SignedIn;
beforeEach(async () => {
  editor = await signedIn(app, orm, { kind: 'admin', staffRole: 'editor' });
});

const TEST_1 = 'HTML, CSS and React';

/** A question as an editor fills the form. */
function question(overrides: Partial<QuestionContent> = {}): QuestionContent {
  return {
    name: 'CSS-grid-1',
    category: TEST_1,
    text: { en: 'Which CSS property makes an element a grid container?', ta: '' },
    options: [
      { en: 'display: grid', ta: '' },
      { en: 'grid: on', ta: '' },
      { en: 'position: grid', ta: '' },
    ],
    answer: 0,
    explanation: { en: 'display: grid makes a grid container.', ta: '' },
    tags: ['css'],
    ...overrides,
  };
}

async function create(content: QuestionContent = question(), as: Caller = editor): Promise<QuestionDetail> {
  const res = await as('/api/admin/questions', { method: 'POST', json: content });
  expect(res.status, res.text).toBe(201);
  return (res.body as unknown as QuestionSaved).question;
}

const save = (id: number, content: QuestionContent, as: Caller = editor) =>
  as(`/api/admin/questions/${id}`, { method: 'PUT', json: content });

async function list(query = ''): Promise<QuestionPage> {
  const res = await editor(`/api/admin/questions${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as unknown as QuestionPage;
}

/** The seeded question of this name (T1-Q01 ...), as its editor reads it. */
async function seeded(name: string): Promise<QuestionDetail> {
  const row = (await list(`?q=${name}`)).questions.find((q) => q.name === name)!;
  return ((await editor(`/api/admin/questions/${row.id}`)).body as unknown as { question: QuestionDetail }).question;
}

const contentOf = ({ name, category, text, options, answer, explanation, tags }: QuestionDetail): QuestionContent => ({
  name,
  category,
  text,
  options,
  answer,
  explanation,
  tags,
});

const events = (type: EventType) => orm.em.fork().find(DomainEvent, { type }, { orderBy: { id: 'asc' } });

async function validatedIntern() {
  return signedIn(app, orm, { kind: 'student', fields: { validated: true } });
}

describe('the list', () => {
  it("shows the seed's 80 questions by category, with a category's filter, a search, Tamil gaps and attempts", async () => {
    const all = await list('?pageSize=100');
    expect(all.total).toBe(80);
    expect(all.questions.filter((q) => q.category === TEST_1)).toHaveLength(25);
    const first = all.questions.find((q) => q.name === 'T1-Q01')!;
    expect(first).toMatchObject({ version: 1, retired: false, drawn: 0, text: { en: 'What does HTML stand for?' } });
    // The question and its four options have no Tamil (the seed's explanation is empty in both).
    expect(first.tamilGaps).toBe(5);

    const test2 = await list('?category=node.js%20and%20mongodb');
    expect(test2.total).toBe(30);
    expect(new Set(test2.questions.map((q) => q.category))).toEqual(new Set(['Node.js and MongoDB']));

    const found = await list('?q=HyperText%20Markup');
    expect(found.questions.map((q) => q.name)).toContain('T1-Q01');
    expect(found.total).toBeLessThan(5);

    const paged = await list('?pageSize=30&page=3');
    expect(paged).toMatchObject({ total: 80, page: 3, more: false });
    expect(paged.questions).toHaveLength(20);

    // An attempt drew all 25 of test 1's: each shows one attempt.
    expect((await (await validatedIntern())('/api/tests/1/attempts/start', { method: 'POST', json: {} })).status).toBe(
      201,
    );
    expect((await list(`?category=${encodeURIComponent(TEST_1)}`)).questions.every((q) => q.drawn === 1)).toBe(true);
    expect((await list(`?category=Figma%20and%20UI%20design`)).questions.every((q) => q.drawn === 0)).toBe(true);
  });

  it('lists the categories with their current questions', async () => {
    await create(question({ name: null, category: 'Git basics' }));
    const res = await editor('/api/admin/question-categories');
    expect(res.status).toBe(200);
    expect((res.body as unknown as { categories: CategoryView[] }).categories).toEqual([
      { name: 'Figma and UI design', questions: 25 },
      { name: 'Git basics', questions: 1 },
      { name: TEST_1, questions: 25 },
      { name: 'Node.js and MongoDB', questions: 30 },
    ]);
  });
});

describe('an editor', () => {
  it('creates a question, saves a change as version 2, and a save that changes nothing writes nothing', async () => {
    const created = await create();
    expect(created).toMatchObject({ ...question(), version: 1, retired: false, drawn: 0, tamilGaps: 5 });
    expect(created.versions.map((v) => [v.version, v.createdBy])).toEqual([[1, `admin:${editor.id}`]]);

    const changed = question({ text: { en: 'Which property makes a grid?', ta: 'எந்தப் பண்பு கட்டத்தை உருவாக்கும்?' } });
    const res = await save(created.id, changed);
    expect(res.status, res.text).toBe(200);
    const saved = res.body as unknown as QuestionSaved & { code: string };
    expect(saved.code).toBe('questionSaved');
    expect(saved.changed).toEqual(['text']);
    expect(saved.question).toMatchObject({ version: 2, text: changed.text, tamilGaps: 4 });
    expect(saved.question.versions.map((v) => v.version)).toEqual([2, 1]);

    const again = await save(created.id, changed);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ changed: [], code: 'questionNotChanged', question: { version: 2 } });

    const saves = await events('question.saved');
    expect(saves.map((e) => [e.actor, e.payload])).toEqual([
      [`admin:${editor.id}`, { questionId: created.id, version: 1, changed: Object.keys(question()) }],
      [`admin:${editor.id}`, { questionId: created.id, version: 2, changed: ['text'] }],
    ]);
  });

  it('corrects a question under an open attempt: the attempt shows and is graded on the version it drew', async () => {
    const intern = await validatedIntern();
    const started = await intern('/api/tests/1/attempts/start', { method: 'POST', json: {} });
    const attemptId = started.body.attemptId as number;
    const q1 = await seeded('T1-Q01');
    // The right answer moves to the second option, and the text changes.
    const corrected = { ...contentOf(q1), text: { en: 'What does HTML mean?', ta: '' }, answer: 1 };
    expect((await save(q1.id, corrected)).status).toBe(200);

    const resumed = await intern('/api/tests/1/attempts/start', { method: 'POST', json: {} });
    expect(resumed.body.attemptId).toBe(attemptId);
    const shown = (resumed.body.questions as { question: string }[]).map((q) => q.question);
    expect(shown).toContain('What does HTML stand for?');
    expect(shown).not.toContain('What does HTML mean?');

    // Answered by the key of the versions drawn, every answer is right: grading reads version 1.
    const key = await shownKey(orm, attemptId);
    for (const [i, choice] of key.entries()) {
      const put = await intern(`/api/tests/attempts/${attemptId}/answers/${i + 1}`, {
        method: 'PUT',
        json: { choice },
      });
      expect(put.status).toBe(200);
    }
    const finished = await intern(`/api/tests/attempts/${attemptId}/finish`, { method: 'POST' });
    expect(finished.body).toMatchObject({ score: 25, total: 25 });
    // A new attempt draws version 2.
    const other = await validatedIntern();
    const fresh = await other('/api/tests/1/attempts/start', { method: 'POST', json: {} });
    expect((fresh.body.questions as { question: string }[]).map((q) => q.question)).toContain('What does HTML mean?');
    expect((await drawnQuestions(orm, fresh.body.attemptId as number)).find((q) => q.name === 'T1-Q01')!.answer).toBe(
      1,
    );
    expect((await seeded('T1-Q01')).versions.map((v) => [v.version, v.drawn])).toEqual([
      [2, 1],
      [1, 1],
    ]);
  });

  it('is refused a name another question has (any case), on the name field', async () => {
    const res = await editor('/api/admin/questions', { method: 'POST', json: question({ name: 't1-q05' }) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'questionNameTaken', field: 'name', message: messages.questionNameTaken });
    const mine = await create();
    const renamed = await save(mine.id, question({ name: 'T1-Q05' }));
    expect(renamed.status).toBe(409);
    expect(renamed.body).toMatchObject({ code: 'questionNameTaken', field: 'name' });
  });

  it.each<[string, Partial<QuestionContent> | Record<string, unknown>, string, keyof typeof messages]>([
    ['no text in either language', { text: { en: ' ', ta: '' } }, 'text', 'questionTextMissing'],
    ['a question too long', { text: { en: 'x'.repeat(2001), ta: '' } }, 'text.en', 'catalogueTextTooLong'],
    ['a control character', { text: { en: 'A\u0007B', ta: '' } }, 'text.en', 'catalogueTextInvalid'],
    [
      'an option too long',
      {
        options: [
          { en: 'x'.repeat(501), ta: '' },
          { en: 'y', ta: '' },
        ],
      },
      'options.0.en',
      'catalogueTextTooLong',
    ],
    [
      'an empty option',
      {
        options: [
          { en: '', ta: '' },
          { en: 'y', ta: '' },
        ],
      },
      'options.0',
      'questionTextMissing',
    ],
    ['one option', { options: [{ en: 'only', ta: '' }], answer: 0 }, 'options', 'questionOptionsCount'],
    [
      'seven options',
      { options: Array.from({ length: 7 }, (_, i) => ({ en: `o${i}`, ta: '' })) },
      'options',
      'questionOptionsCount',
    ],
    [
      'two options alike',
      {
        options: [
          { en: 'Same', ta: '' },
          { en: 'same', ta: '' },
        ],
      },
      'options.1',
      'questionOptionRepeated',
    ],
    ['no right option', { answer: 3 }, 'answer', 'questionAnswerInvalid'],
    ['a right option not a number', { answer: 'a' }, 'answer', 'questionAnswerInvalid'],
    [
      'an explanation too long',
      { explanation: { en: '', ta: 'த'.repeat(2001) } },
      'explanation.ta',
      'catalogueTextTooLong',
    ],
    ['an empty category', { category: '  ' }, 'category', 'questionCategoryInvalid'],
    ['a name with a space', { name: 'Q 1' }, 'name', 'questionNameInvalid'],
    ['a tag with a space', { tags: ['two words'] }, 'tags.0', 'questionTagInvalid'],
    ['eleven tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', 'questionTagInvalid'],
  ])('is refused %s: 400 on its field with its message', async (_, change, field, code) => {
    const res = await editor('/api/admin/questions', { method: 'POST', json: { ...question(), ...change } });
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ field, code, message: messages[code] });
    const mine = await create(question({ name: null }));
    const saved = await save(mine.id, { ...question({ name: null }), ...change } as QuestionContent);
    expect(saved.status).toBe(400);
    expect(saved.body).toMatchObject({ field, code });
    expect((await list()).total).toBe(81);
  });

  it("retires a question only while its category keeps every test's rule, and brings it back", async () => {
    const q1 = await seeded('T1-Q01');
    // Test 1 draws all 25 of its category.
    const refused = await editor(`/api/admin/questions/${q1.id}/retire`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'questionPoolWouldShrink', message: messages.questionPoolWouldShrink });
    expect((await seeded('T1-Q01')).retired).toBe(false);
    // Moving it to another category is refused for the same reason.
    const moved = await save(q1.id, { ...contentOf(q1), category: 'Elsewhere' });
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject({ code: 'questionPoolWouldShrink' });

    await create();
    const retired = await editor(`/api/admin/questions/${q1.id}/retire`, { method: 'POST' });
    expect(retired.status, retired.text).toBe(200);
    expect(retired.body).toMatchObject({ code: 'questionRetired', question: { retired: true } });
    expect((await list('?retired=true')).questions.map((q) => q.name)).toEqual(['T1-Q01']);
    expect((await list('?retired=false')).total).toBe(80);
    // New attempts do not draw it.
    const intern = await validatedIntern();
    const started = await intern('/api/tests/1/attempts/start', { method: 'POST', json: {} });
    expect((await drawnQuestions(orm, started.body.attemptId as number)).map((q) => q.name)).not.toContain('T1-Q01');
    const categories = (await editor('/api/admin/question-categories')).body as unknown as {
      categories: CategoryView[];
    };
    expect(categories.categories.find((c) => c.name === TEST_1)!.questions).toBe(25);

    const restored = await editor(`/api/admin/questions/${q1.id}/restore`, { method: 'POST' });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ code: 'questionRestored', question: { retired: false } });

    expect((await events('question.retired')).map((e) => [e.actor, e.payload])).toEqual([
      [`admin:${editor.id}`, { questionId: q1.id }],
    ]);
    expect((await events('question.restored')).map((e) => [e.actor, e.payload])).toEqual([
      [`admin:${editor.id}`, { questionId: q1.id }],
    ]);
  });

  it('gets 404 for a question that does not exist', async () => {
    for (const res of [
      await editor('/api/admin/questions/999999'),
      await save(999999, question()),
      await editor('/api/admin/questions/999999/retire', { method: 'POST' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('questionUnknown');
    }
  });
});

describe('who may', () => {
  const routes: [string, RequestInit & { json?: unknown }][] = [
    ['/api/admin/questions', {}],
    ['/api/admin/questions/1', {}],
    ['/api/admin/questions', { method: 'POST', json: question({ name: null }) }],
    ['/api/admin/questions/1', { method: 'PUT', json: question({ name: null }) }],
    ['/api/admin/questions/1/retire', { method: 'POST' }],
    ['/api/admin/questions/1/restore', { method: 'POST' }],
    ['/api/admin/question-categories', {}],
  ];

  it('an admin: everything an editor may', async () => {
    const admin = await signedIn(app, orm, { kind: 'admin' });
    expect((await create(question(), admin)).name).toBe('CSS-grid-1');
    expect((await admin('/api/admin/questions')).status).toBe(200);
  });

  it('nobody else: 403 for an operator and an intern, 401 signed out, and nothing changes', async () => {
    const operator = await signedIn(app, orm, { kind: 'admin', staffRole: 'operator' });
    const intern = await validatedIntern();
    for (const [path, init] of routes) {
      expect((await operator(path, init)).status, `operator ${path}`).toBe(403);
      expect((await intern(path, init)).status, `intern ${path}`).toBe(403);
      expect((await visitor(app)(path, init)).status, `visitor ${path}`).toBe(401);
    }
    expect((await list()).total).toBe(80);
    expect(await events('question.saved')).toHaveLength(0);
  });
});
