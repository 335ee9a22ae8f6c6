import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AttemptReview, FinishedAttempt } from '../../../api/intern.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import { signIn, student } from '../../../../test/users.ts';
import { useLocale } from '../../../stores/locale.ts';
import { QuizPage } from './QuizPage.tsx';
import { QuizScore } from './QuizScore.tsx';

const REVIEW = '/api/tests/attempts/7/review';
const finished = (review: FinishedAttempt['review']): FinishedAttempt => ({
  attemptId: 7,
  score: 1,
  total: 3,
  recorded: true,
  review,
});

/** Q1 right, Q2 wrong (Tamil text and an explanation in both languages), Q3 unanswered. */
const questions = [
  { n: 1, question: 'Which tag makes a link?', options: ['<a>', '<p>', '<div>', '<span>'], choice: 0, correct: true },
  {
    n: 2,
    question: 'Which hook holds state?',
    options: ['useRef', 'useState', 'useMemo', 'useId'],
    ta: { question: 'எந்த hook நிலையை வைத்திருக்கும்?', options: ['useRef', 'useState', 'useMemo', 'useId'] },
    choice: 0,
    correct: false,
  },
  {
    n: 3,
    question: 'Which method adds to an array?',
    options: ['pop', 'shift', 'push', 'slice'],
    choice: null,
    correct: false,
  },
];
const TA_EXPLANATION = 'useState ஒரு மதிப்பை ரெண்டர்களுக்கு இடையில் வைத்திருக்கும்.';
const withAnswers = [
  { ...questions[0], answer: 0 },
  {
    ...questions[1],
    answer: 1,
    explanation: 'useState keeps a value between renders.',
    taExplanation: TA_EXPLANATION,
  },
  { ...questions[2], answer: 2 },
];
const reviewOf = (review: AttemptReview['review'], qs?: unknown[]) => ({
  body: { attemptId: 7, testNo: 1, score: 1, total: 3, recorded: true, review, ...(qs ? { questions: qs } : {}) },
});

beforeEach(() => signIn(student()));

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('the review after Finish', () => {
  it("'answers': a list of the questions, each under a heading that says right or wrong in words, the choice, the right answer and why", async () => {
    stubFetch({ [`GET ${REVIEW}`]: () => reviewOf('answers', withAnswers) });
    renderAt(<QuizScore testNo={1} title="Test 1: Very Easy" result={finished('answers')} />, '/test1');

    expect(await screen.findByRole('heading', { level: 3, name: 'Question 1: right' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Your answers' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '✓ Question 1: right',
      '✗ Question 2: wrong',
      '✗ Question 3: wrong',
    ]);
    const [first, second, third] = items();
    expect(within(first!).getByText('Which tag makes a link?')).toHaveAttribute('lang', 'en');
    expect(first).toHaveTextContent('Your answer: <a>');
    // A right answer needs no "right answer" line.
    expect(first).not.toHaveTextContent('Right answer');
    expect(second).toHaveTextContent('Your answer: useRef');
    expect(second).toHaveTextContent('Right answer: useState');
    expect(second).toHaveTextContent('Explanation: useState keeps a value between renders.');
    expect(third).toHaveTextContent('You did not answer this question.');
    expect(third).toHaveTextContent('Right answer: push');
    // The mark is decoration: screen readers hear the words.
    expect(within(second!).getByText('✗')).toHaveAttribute('aria-hidden', 'true');
  });

  it("'correctness': right or wrong and the choice, never a right answer or an explanation", async () => {
    stubFetch({ [`GET ${REVIEW}`]: () => reviewOf('correctness', questions) });
    renderAt(<QuizScore testNo={1} title="Test 1: Very Easy" result={finished('correctness')} />, '/test1');

    expect(await screen.findByRole('heading', { level: 3, name: 'Question 2: wrong' })).toBeVisible();
    expect(screen.getByText('Each question with your answer and whether it was right.')).toBeVisible();
    expect(items()).toHaveLength(3);
    expect(screen.queryByText(/Right answer/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Explanation/)).not.toBeInTheDocument();
  });

  it("'score': the score only, and the review is not even asked for", async () => {
    const { calls } = stubFetch({});
    renderAt(<QuizScore testNo={1} title="Test 1: Very Easy" result={finished('score')} />, '/test1');

    expect(screen.getByTestId('quiz-score')).toHaveTextContent('You scored 1 out of 3');
    expect(screen.queryByRole('heading', { name: 'Your answers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says why the review could not be loaded, and loads it on Try again', async () => {
    let fail = true;
    stubFetch({
      [`GET ${REVIEW}`]: () => (fail ? 'network-error' : reviewOf('correctness', questions)),
    });
    const user = userEvent.setup();
    renderAt(<QuizScore testNo={1} title="Test 1: Very Easy" result={finished('correctness')} />, '/test1');

    const again = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(again);
    expect(await screen.findByRole('heading', { level: 3, name: 'Question 1: right' })).toBeVisible();
  });

  it('on a Tamil page: the words in Tamil, the Tamil the question has (marked lang="ta"), the Tamil explanation', async () => {
    stubFetch({ [`GET ${REVIEW}`]: () => reviewOf('answers', withAnswers) });
    await act(() => useLocale.getState().choose('ta'));
    renderAt(<QuizScore testNo={1} title="தேர்வு 1" result={finished('answers')} />, '/test1');

    expect(await screen.findByRole('heading', { level: 3, name: 'கேள்வி 2: தவறு' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'உங்கள் பதில்கள்' })).toBeVisible();
    const second = items()[1]!;
    expect(within(second).getByText('எந்த hook நிலையை வைத்திருக்கும்?')).toHaveAttribute('lang', 'ta');
    expect(second).toHaveTextContent('சரியான பதில்: useState');
    expect(within(second).getByText(TA_EXPLANATION)).toHaveAttribute('lang', 'ta');
    // A question without Tamil stays in English, marked so.
    expect(within(items()[0]!).getByText('Which tag makes a link?')).toHaveAttribute('lang', 'en');
  });

  it('follows Finish on the test page: the review of the attempt just finished', async () => {
    stubFetch({
      'POST /api/tests/1/attempts/start': () => ({
        status: 201,
        body: {
          attemptId: 7,
          testNo: 1,
          title: 'x',
          level: 'easy',
          total: 1,
          resumed: false,
          questions: [{ n: 1, question: 'Which tag makes a link?', options: ['<a>', '<p>', '<div>', '<span>'] }],
          choices: [0],
          nextQuestion: null,
          deadlineAt: null,
          serverNow: new Date().toISOString(),
        },
      }),
      'POST /api/tests/attempts/7/finish': () => ({ body: { ...finished('correctness'), total: 1 } }),
      [`GET ${REVIEW}`]: () => reviewOf('correctness', [questions[0]]),
      'GET /api/me': () => ({ body: { user: student({ testMark: 1 }) } }),
    });
    const user = userEvent.setup();
    renderAt(<QuizPage testNo={1} />, '/test1');
    await user.click(await screen.findByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Congratulations!' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 3, name: 'Question 1: right' })).toBeVisible();
  });
});
