import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeEach, describe, expect, it } from 'vitest';
import type { QuestionContent } from 'shared/api/question-banks';
import type { ImportLineError } from 'shared/api/question-import';
import { messages } from 'shared/messages';
import { countRows } from '../../../test/accounts.ts';
import { fileForm } from '../../../test/images.ts';
import { seededQuestions } from '../../../test/question-keys.ts';
import { signedIn, visitor, type Caller, type SignedIn } from '../../../test/signed-in.ts';
import { type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
let editor: SignedIn;
useTestApp((started) => ({ orm, app } = started));
beforeEach(async () => {
  editor = await signedIn(app, orm, { kind: 'admin', staffRole: 'editor' });
});

interface Fields {
  format?: 'gift' | 'aiken';
  language?: 'en' | 'ta';
  category?: string;
  mode?: 'preview' | 'apply';
}
const send = (as: Caller, data: string | Buffer, fields: Fields = {}) =>
  as('/api/admin/questions/import', {
    method: 'POST',
    body: fileForm(data, 'questions.txt', 'text/plain', 'file', {
      format: 'gift',
      language: 'en',
      category: 'Imported',
      mode: 'apply',
      ...fields,
    }),
  });
const exportOf = (as: Caller, query: string) => as(`/api/admin/questions/export?${query}`);

/** A question's current content, by name. */
async function current(name: string): Promise<QuestionContent & { version: number }> {
  const [row] = await orm.em
    .fork()
    .getConnection()
    .execute<{ content: QuestionContent; version: number }[]>(
      `select v.content, v.version from questions q join question_versions v on v.id = q.current_version_id
        where lower(q.name) = lower(?)`,
      [name],
    );
  return { ...row!.content, version: row!.version };
}

/** Every row of the banks and the events, to compare before and after. */
async function tables() {
  const conn = orm.em.fork().getConnection();
  return {
    questions: await conn.execute(`select * from questions order by id`),
    versions: await conn.execute(`select * from question_versions order by id`),
    events: await conn.execute(`select * from events order by id`),
  };
}

const tamil = (i: number) => `கேள்வி ${i}: இது எந்த மொழி?`;

/** A GIFT file of n Tamil questions, written the way editors write them: categories, names, escapes, feedback, markers. */
function tamilGift(n: number): string {
  const out = ['// Tamil questions', '$CATEGORY: $course$/top/தமிழ் வினாக்கள்', ''];
  for (let i = 1; i <= n; i++) {
    out.push(
      `// [tag:tamil] [tag:set-${i % 3}]`,
      `::TA-${String(i).padStart(3, '0')}::[markdown]${tamil(i).replace(':', '\\:')} {`,
      `  =தமிழ் \\{ ${i} \\}`,
      `  ~ஆங்கிலம் \\= English`,
      `  ~இந்தி #`,
      `  #### விளக்கம் ${i}`,
      `}`,
      '',
    );
  }
  return out.join('\n');
}

describe('POST /api/admin/questions/import', () => {
  it('a 100-question GIFT file with Tamil text imports 100 questions: previewed first (nothing written), then applied in one go', async () => {
    const file = tamilGift(100);
    const before = await tables();
    const preview = await send(editor, file, { language: 'ta', mode: 'preview' });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({ mode: 'preview', added: 100, updated: 0, unchanged: 0, errors: [] });
    expect((preview.body.questions as unknown[]).length).toBe(100);
    expect((preview.body.questions as unknown[])[0]).toEqual({
      line: 5,
      name: 'TA-001',
      category: 'தமிழ் வினாக்கள்',
      text: tamil(1),
      action: 'add',
    });
    expect(await tables()).toEqual(before);

    const res = await send(editor, file, { language: 'ta' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ added: 100, updated: 0, code: 'questionsImported' });
    expect(await countRows(orm, 'questions')).toBe(80 + 100);
    expect(await countRows(orm, 'question_versions')).toBe(80 + 100);
    const q = await current('TA-042');
    expect(q).toEqual({
      name: 'TA-042',
      category: 'தமிழ் வினாக்கள்',
      text: { en: '', ta: tamil(42) },
      options: [
        { en: '', ta: 'தமிழ் { 42 }' },
        { en: '', ta: 'ஆங்கிலம் = English' },
        { en: '', ta: 'இந்தி' },
      ],
      answer: 0,
      explanation: { en: '', ta: 'விளக்கம் 42' },
      tags: ['tamil', 'set-0'],
      version: 1,
    });
    const events = await orm.em
      .fork()
      .getConnection()
      .execute<{ type: string; payload: unknown; actor: string }[]>(`select type, payload, actor from events`);
    expect(events).toEqual([
      {
        type: 'questions.imported',
        payload: { format: 'gift', language: 'ta', added: 100, updated: 0 },
        actor: `admin:${editor.id}`,
      },
    ]);
  });

  it('a file with errors reports them by line and changes nothing', async () => {
    const file = [
      '$CATEGORY: Mixed', // 1
      '', // 2
      '::OK-1:: A fine question {=yes ~no}', // 3
      '', // 4
      '::TF-1:: The sky is blue. {T}', // 5
      '', // 6
      '::W-1:: Weighted {~%50%a ~%50%b ~c}', // 7
      '', // 8
      '::C-1:: Note: a colon {=a ~b}', // 9
      '', // 10
      '::OK-1:: The same name again {=a ~b}', // 11
      '', // 12
      '// a comment line above the question', // 13
      '::NONE-1:: Which is right? {', // 14
      '~a', // 15
      '~b', // 16
      '}', // 17
      '', // 18
      '::MANY-1:: Seven options {=1 ~2 ~3 ~4 ~5 ~6 ~7}', // 19
      '', // 20
      '::OPEN-1:: Never closed {=a ~b', // 21
    ].join('\n');
    const expected: Pick<ImportLineError, 'line' | 'code' | 'message'>[] = [
      {
        line: 5,
        code: 'questionImportKind',
        message: 'line 5: a true/false question: only multiple choice with one right option can be imported',
      },
      { line: 7, code: 'questionImportWeights', message: `line 7: ${messages.questionImportWeights}` },
      {
        line: 9,
        code: 'questionImportUnexpected',
        message: 'line 9: unexpected ":" (in a text, write \\~ \\= \\# \\{ \\} \\: for these characters)',
      },
      { line: 11, code: 'questionImportNameRepeated', message: `line 11: ${messages.questionImportNameRepeated}` },
      { line: 14, code: 'questionImportNoAnswer', message: 'line 14: no correct answer' },
      { line: 19, code: 'questionOptionsCount', message: 'line 19: A question needs 2 to 6 options.' },
      { line: 21, code: 'questionImportUnclosed', message: `line 21: ${messages.questionImportUnclosed}` },
    ];
    const before = await tables();

    const preview = await send(editor, file, { mode: 'preview' });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({ added: 1, errors: expected, moreErrors: false });

    const res = await send(editor, file);
    expect(res.status, res.text).toBe(422);
    expect(res.body).toMatchObject({
      success: false,
      code: 'questionImportRefused',
      message: messages.questionImportRefused,
      errors: expected,
    });
    expect((res.body.errors as ImportLineError[])[0]!.values).toEqual({ kind: 'true-false' });
    expect(await tables()).toEqual(before);
  });

  it('reads an Aiken file into the chosen category, and reports a missing or wrong ANSWER by line', async () => {
    const good = [
      'What does CSS stand for?',
      'A) Cascading Style Sheets',
      'B) Computer Style Sheets',
      'C. Creative Style System',
      'ANSWER: A',
      '',
      'எது ஒரு நிரலாக்க மொழி?',
      'A) JavaScript',
      'B) HTML',
      'ANSWER: A',
      'Which tag makes a link?',
      'A. <a>',
      'B. <link>',
      'ANSWER: A',
    ].join('\n');
    const res = await send(editor, good, { format: 'aiken', language: 'en', category: 'Web basics' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ added: 3, updated: 0 });
    const rows = await orm.em
      .fork()
      .getConnection()
      .execute<{ content: QuestionContent }[]>(
        `select v.content from questions q join question_versions v on v.id = q.current_version_id
          where q.category = 'Web basics' order by q.id`,
      );
    expect(rows.map((r) => r.content)).toEqual([
      {
        name: null,
        category: 'Web basics',
        text: { en: 'What does CSS stand for?', ta: '' },
        options: [
          { en: 'Cascading Style Sheets', ta: '' },
          { en: 'Computer Style Sheets', ta: '' },
          { en: 'Creative Style System', ta: '' },
        ],
        answer: 0,
        explanation: { en: '', ta: '' },
        tags: [],
      },
      expect.objectContaining({ text: { en: 'எது ஒரு நிரலாக்க மொழி?', ta: '' } }),
      expect.objectContaining({
        options: [
          { en: '<a>', ta: '' },
          { en: '<link>', ta: '' },
        ],
      }),
    ]);

    const bad = [
      'Q one?',
      'A) a',
      'B) b',
      '',
      'Q two?',
      'A) a',
      'B) b',
      'ANSWER: D',
      '',
      'Q three?',
      'A) a',
      'C) c',
      'ANSWER: A',
    ];
    const refused = await send(editor, bad.join('\n'), { format: 'aiken' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { line: 1, code: 'questionImportNoAnswer', message: 'line 1: no correct answer' },
      { line: 8, code: 'questionImportAikenAnswer', message: `line 8: ${messages.questionImportAikenAnswer}` },
      { line: 12, code: 'questionImportAikenOrder', message: `line 12: ${messages.questionImportAikenOrder}` },
    ]);
  });

  it('the second language file adds Tamil to existing named questions, matched by name, options by position', async () => {
    const [q1, q2] = seededQuestions(1);
    const file = [
      '::T1-Q01:: HTML என்பதன் விரிவாக்கம் என்ன? {',
      `=HyperText Markup Language`, // the same as the English: no Tamil copy is made
      `~உயர் தொழில்நுட்ப நவீன மொழி`,
      `~${q1!.options[2]!.en}`,
      `~${q1!.options[3]!.en}`,
      '#### HTML வலைப்பக்கங்களின் மொழி.',
      '}',
      '',
      '::t1-q02:: இரண்டு விருப்பங்கள் மட்டும் {=ஒன்று ~இரண்டு}',
    ].join('\n');
    const refused = await send(editor, file, { language: 'ta' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      {
        line: 9,
        code: 'questionImportOptionCount',
        values: { count: q2!.options.length },
        message: `line 9: the question has ${q2!.options.length} options: give the same number, or change it on the question's screen first`,
      },
    ]);

    const res = await send(editor, file.split('\n').slice(0, 7).join('\n'), { language: 'ta' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ added: 0, updated: 1 });
    const q = await current('T1-Q01');
    expect(q).toEqual({
      ...q1,
      text: { en: q1!.text.en, ta: 'HTML என்பதன் விரிவாக்கம் என்ன?' },
      options: [
        { en: 'HyperText Markup Language', ta: '' },
        { en: q1!.options[1]!.en, ta: 'உயர் தொழில்நுட்ப நவீன மொழி' },
        { en: q1!.options[2]!.en, ta: '' },
        { en: q1!.options[3]!.en, ta: '' },
      ],
      explanation: { en: '', ta: 'HTML வலைப்பக்கங்களின் மொழி.' },
      version: 2,
    });

    // Then an English file replaces the English and keeps the Tamil.
    const english = `::T1-Q01:: What does HTML stand for, in full? {=HyperText Markup Language ~High Tech Modern Language ~${q1!.options[2]!.en} ~${q1!.options[3]!.en}}`;
    expect((await send(editor, english, { language: 'en' })).status).toBe(200);
    expect(await current('T1-Q01')).toMatchObject({
      text: { en: 'What does HTML stand for, in full?', ta: 'HTML என்பதன் விரிவாக்கம் என்ன?' },
      options: expect.arrayContaining([{ en: 'High Tech Modern Language', ta: 'உயர் தொழில்நுட்ப நவீன மொழி' }]),
      explanation: { en: '', ta: 'HTML வலைப்பக்கங்களின் மொழி.' },
      version: 3,
    });
  });

  it('refuses an operator and an intern with 403 and a visitor with 401, for import and export alike', async () => {
    const operator = await signedIn(app, orm, { kind: 'admin', staffRole: 'operator' });
    const intern = await signedIn(app, orm, { kind: 'student' });
    const file = '::X-1:: q {=a ~b}';
    for (const [who, status] of [
      [operator, 403],
      [intern, 403],
      [visitor(app), 401],
    ] as const) {
      expect((await send(who, file)).status).toBe(status);
      expect((await exportOf(who, 'language=en')).status).toBe(status);
    }
    expect(await countRows(orm, 'questions')).toBe(80);
    const admin = await signedIn(app, orm, { kind: 'admin' });
    expect((await send(admin, file)).status).toBe(200);
  });

  describe('a hostile file gets a 4xx with a clear message, never a 500', () => {
    it('a file over 2 MB: 413', async () => {
      const res = await send(editor, `::A:: ${'x'.repeat(2 * 1024 * 1024)} {=a ~b}`);
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'questionImportTooLarge', message: messages.questionImportTooLarge });
    });

    it.each([
      ['random bytes', randomBytes(4096)],
      ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
      ['UTF-8 text with NUL bytes', Buffer.from('::A:: q\u0000 {=a ~b}')],
    ])('%s: 400 not text', async (_name, data) => {
      const res = await send(editor, data, { mode: 'preview' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'questionImportNotText', message: messages.questionImportNotText });
    });

    it('deeply nested braces, in one block and in many: each refused at its line, nothing written', async () => {
      const before = await tables();
      const deep = `::D-1:: ${'{'.repeat(200_000)}${'}'.repeat(200_000)}`;
      const one = await send(editor, deep);
      expect(one.status).toBe(422);
      expect(one.body.errors).toEqual([
        { line: 1, code: 'questionImportBlockTooLong', message: `line 1: ${messages.questionImportBlockTooLong}` },
      ]);
      const many = Array.from({ length: 300 }, (_, i) => `::N-${i}:: ${'{'.repeat(1000)}`).join('\n\n');
      const refused = await send(editor, many);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ moreErrors: true });
      expect((refused.body.errors as ImportLineError[]).length).toBe(200);
      expect((refused.body.errors as ImportLineError[])[1]).toMatchObject({
        line: 3,
        code: 'questionImportUnexpected',
      });
      expect(await tables()).toEqual(before);
    });

    it('more than 1000 questions, an empty file, a bad field: 400', async () => {
      const many = Array.from({ length: 1001 }, (_, i) => `::M-${i}:: q {=a ~b}`).join('\n\n');
      expect((await send(editor, many)).body).toMatchObject({ code: 'questionImportTooMany' });
      expect((await send(editor, '// only a comment\n\n')).body).toMatchObject({ code: 'questionImportEmpty' });
      expect((await send(editor, '::A:: q {=a ~b}', { format: 'xml' as 'gift' })).status).toBe(400);
    });
  });
});

describe('GET /api/admin/questions/export', () => {
  it('writes GIFT with categories, names, escapes and explanations; imported again it changes nothing', async () => {
    // A question with every character GIFT escapes, a line break and an explanation.
    const tricky = [
      '$CATEGORY: Tricky',
      '',
      '// [tag:escapes]',
      '::ESC-1:: What does a\\: b \\= c \\# d \\{e\\} \\~ print?\\nThink twice. {',
      '=a \\~ b \\\\ c',
      '~x',
      '####Because \\{ and \\} are \\= escapes.',
      '}',
      '',
      // As Moodle exports an HTML text: made plain (tags dropped, a paragraph a line, references decoded).
      '::H-1::[html]<p dir\\="ltr">What does &lt;div&gt; do?</p><p>Code\\: a &amp;&amp; b</p> {=[html]<b>groups</b> ~nothing}',
      '',
      // Spaces an editor typed (code) survive an [html] text.
      '::SP-1::[html]code\\:<br>  if (a &lt; b) \\{ x(); \\} {=yes ~no}',
    ].join('\n');
    const sent = await send(editor, tricky);
    expect(sent.status, sent.text).toBe(200);
    const esc = await current('ESC-1');
    expect(esc.text.en).toBe('What does a: b = c # d {e} ~ print?\nThink twice.');
    expect(esc.options[0]!.en).toBe('a ~ b \\ c');
    expect((await current('H-1')).text.en).toBe('What does <div> do?\nCode: a && b');
    expect((await current('H-1')).options[0]!.en).toBe('groups');
    expect((await current('SP-1')).text.en).toBe('code:\n  if (a < b) { x(); }');

    const res = await exportOf(editor, 'language=en');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="questions-en.gift.txt"');
    expect(res.text).toContain('$CATEGORY: HTML, CSS and React\n');
    expect(res.text).toContain(
      '// [tag:test-1]\n::T1-Q01::[html]What does HTML stand for? {\n=HyperText Markup Language\n~',
    );
    expect(res.text).toContain('####Because \\{ and \\} are \\= escapes.');
    expect(res.text).toContain('::SP-1::[html]code\\:<br>  if (a &lt; b) \\{ x(); \\} {');

    const before = await tables();
    const again = await send(editor, res.text, { category: 'Elsewhere' });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ added: 0, updated: 0, unchanged: 83 });
    expect(await tables()).toEqual(before);

    // One category, in Tamil (the English where a text has no Tamil): imported again, still nothing changes.
    const ta = await exportOf(editor, `language=ta&category=${encodeURIComponent('tricky')}`);
    expect(ta.text.startsWith('$CATEGORY: Tricky\n\n// [tag:escapes]\n::ESC-1::')).toBe(true);
    const taAgain = await send(editor, ta.text, { language: 'ta' });
    expect(taAgain.body).toMatchObject({ added: 0, updated: 0, unchanged: 3 });
    expect(await tables()).toEqual(before);
  });

  it('an unnamed question (from Aiken) comes back to itself by its [id:N]', async () => {
    await send(editor, 'Unnamed?\nA) yes\nB) no\nANSWER: B', { format: 'aiken', category: 'Plain' });
    const file = (await exportOf(editor, 'language=en&category=Plain')).text;
    expect(file).toMatch(/^\$CATEGORY: Plain\n\n\/\/ \[id:\d+\]\n\[html\]Unnamed\? \{\n~yes\n=no\n\}\n$/);
    const before = await tables();
    expect((await send(editor, file)).body).toMatchObject({ added: 0, unchanged: 1 });
    expect(await tables()).toEqual(before);
  });
});
