import { describe, expect, it } from 'vitest';
import { grade, quizFor, quizzes } from './index.ts';
import { testSizes } from 'shared/business';

const expected = [
  { n: 1, title: 'Test 1: Very Easy', count: 25, setsTestMark: true },
  { n: 2, title: 'Test 2: Moderate Level', count: 30, setsTestMark: false },
  { n: 3, title: 'Test 3: Very Difficult', count: 25, setsTestMark: false },
] as const;

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

describe.each(expected)('question bank of test $n', ({ n, title, count, setsTestMark }) => {
  const quiz = quizzes[n];

  it(`is '${title}' with ${count} questions`, () => {
    expect(quiz.testNo).toBe(n);
    expect(quiz.title).toBe(title);
    expect(quiz.questions).toHaveLength(count);
    expect(quiz.questions).toHaveLength(testSizes[n]); // the size the screens and certificates count on
    expect(quiz.setsTestMark).toBe(setsTestMark);
  });

  it('has four distinct, non-empty options and one valid answer index per question', () => {
    for (const q of quiz.questions) {
      expect(q.question.trim().length, q.question).toBeGreaterThan(10);
      expect(q.options).toHaveLength(4);
      expect(new Set(q.options.map(norm)).size, q.question).toBe(4);
      for (const option of q.options) expect(option.trim().length, q.question).toBeGreaterThan(0);
      expect(Number.isInteger(q.answer), q.question).toBe(true);
      expect(q.answer, q.question).toBeGreaterThanOrEqual(0);
      expect(q.answer, q.question).toBeLessThanOrEqual(3);
    }
  });

  it('has no duplicate questions', () => {
    expect(new Set(quiz.questions.map((q) => norm(q.question))).size).toBe(quiz.questions.length);
  });

  it('spreads the correct answers over the four positions (no guessable pattern)', () => {
    const perPosition = [0, 1, 2, 3].map((i) => quiz.questions.filter((q) => q.answer === i).length);
    for (const c of perPosition) expect(c).toBeGreaterThanOrEqual(Math.floor(count / 8));
  });

  it('grades all-correct answers as full marks and all-wrong answers as 0', () => {
    const right = quiz.questions.map((q) => q.answer);
    const wrong = quiz.questions.map((q) => (q.answer + 1) % 4);
    expect(grade(quiz, right)).toEqual({ score: count, total: count });
    expect(grade(quiz, wrong)).toEqual({ score: 0, total: count });
    const half = quiz.questions.map((q, i) => (i % 2 === 0 ? q.answer : (q.answer + 2) % 4));
    expect(grade(quiz, half).score).toBe(Math.ceil(count / 2));
  });

  it('refuses to grade a wrong number of answers', () => {
    expect(() => grade(quiz, [0])).toThrow();
  });
});

describe('questions across the three tests', () => {
  it('never repeat', () => {
    const all = [1, 2, 3].flatMap((n) => quizFor(n)!.questions.map((q) => norm(q.question)));
    expect(new Set(all).size).toBe(all.length);
  });

  it('has no test 0 or 4', () => {
    expect(quizFor(0)).toBeUndefined();
    expect(quizFor(4)).toBeUndefined();
  });
});
