import { describe, expect, it } from 'vitest';
import { questionContentSchema, testSettingsSchema, type QuestionContent } from 'shared/api/question-banks';
import { testSizes } from 'shared/business';
import seed from './seed.json' with { type: 'json' };
import { gradeAttempt } from './grade.ts';

const expected = [
  { n: 1, category: 'HTML, CSS and React', count: 25 },
  { n: 2, category: 'Node.js and MongoDB', count: 30 },
  { n: 3, category: 'Figma and UI design', count: 25 },
] as const;

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const questions = seed.questions as QuestionContent[];

describe('the seeded question banks (the specification’s 80 questions)', () => {
  it('are valid questions an editor could have saved, each named for its test and number', () => {
    for (const q of questions) expect(questionContentSchema.parse(q)).toEqual(q);
    expect(questions.map((q) => q.name)).toEqual(
      expected.flatMap(({ n, count }) =>
        Array.from({ length: count }, (_, i) => `T${n}-Q${String(i + 1).padStart(2, '0')}`),
      ),
    );
  });

  it('never repeat a question', () => {
    expect(new Set(questions.map((q) => norm(q.text.en))).size).toBe(80);
  });

  describe.each(expected)('test $n', ({ n, category, count }) => {
    const bank = questions.filter((q) => q.category === category);

    it(`draws all ${count} questions of '${category}', which is the test's size`, () => {
      expect(bank).toHaveLength(count);
      const { testNo, ...settings } = seed.tests.find((t) => t.testNo === n)!;
      expect(testNo).toBe(n);
      expect(testSettingsSchema(n).parse(settings)).toEqual({
        rules: [{ category, count }],
        timeLimitMinutes: null,
        review: 'score',
      });
      expect(count).toBe(testSizes[n]);
    });

    it('has four distinct options per question and spreads the right answers over the four positions', () => {
      for (const q of bank) expect(new Set(q.options.map((o) => norm(o.en))).size, q.text.en).toBe(4);
      const perPosition = [0, 1, 2, 3].map((i) => bank.filter((q) => q.answer === i).length);
      for (const c of perPosition) expect(c).toBeGreaterThanOrEqual(Math.floor(count / 8));
    });

    it('grades all-right answers as full marks and all-wrong ones as 0, whatever the option order', () => {
      const versions = new Map(bank.map((q, i) => [i + 1, q]));
      const ids = bank.map((_, i) => i + 1);
      const optionOrders = bank.map(() => [3, 2, 1, 0]);
      const right = bank.map((q) => 3 - q.answer);
      const wrong = bank.map((q) => (3 - q.answer + 1) % 4);
      expect(gradeAttempt(versions, { questionVersionIds: ids, optionOrders, choices: right })).toMatchObject({
        score: count,
        total: count,
      });
      expect(gradeAttempt(versions, { questionVersionIds: ids, optionOrders, choices: wrong })).toMatchObject({
        score: 0,
        total: count,
      });
      const unanswered = gradeAttempt(versions, {
        questionVersionIds: ids,
        optionOrders,
        choices: bank.map(() => null),
      });
      expect(unanswered.score).toBe(0);
      expect(unanswered.answers.every((a) => a === null)).toBe(true);
    });
  });
});
