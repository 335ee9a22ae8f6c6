import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import { signIn, student } from '../../../../test/users.ts';
import { useLocale } from '../../../stores/locale.ts';
import { QuizPage } from './QuizPage.tsx';

const attempt = {
  attemptId: 7,
  testNo: 1,
  title: 'x',
  level: 'easy',
  total: 2,
  resumed: false,
  choices: [null, null],
  nextQuestion: 1,
  questions: [
    { n: 1, question: 'Which tag makes a link?', options: ['<a>', '<p>', '<div>', '<span>'] },
    { n: 2, question: 'Which hook holds state?', options: ['useRef', 'useState', 'useMemo', 'useId'] },
  ],
};

describe('the test in Tamil', () => {
  it('words the frame, buttons, save status, score and toast in Tamil (the questions stay English), and the score exactly in English after switching back', async () => {
    signIn(student());
    let offline = true;
    stubFetch({
      'POST /api/tests/1/attempts/start': () => ({ status: 201, body: attempt }),
      'PUT /api/tests/attempts/7/answers/1': () => ({
        body: { attemptId: 7, question: 1, choice: 0, changed: true, answered: 1, nextQuestion: 2 },
      }),
      'PUT /api/tests/attempts/7/answers/2': () =>
        offline
          ? 'network-error'
          : { body: { attemptId: 7, question: 2, choice: 1, changed: true, answered: 2, nextQuestion: null } },
      'POST /api/tests/attempts/7/finish': () => ({ body: { attemptId: 7, score: 1, total: 25, recorded: true } }),
      'GET /api/me': () => ({ body: { user: student({ testMark: 1 }) } }),
    });
    await act(() => useLocale.getState().choose('ta'));
    const user = userEvent.setup();
    renderAt(<QuizPage testNo={1} />, '/test1');

    expect(await screen.findByRole('heading', { name: 'தேர்வு 1: மிக எளிது' })).toBeVisible();
    expect(screen.getByText('கேள்வி 1 / 2')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Q1. Which tag makes a link?' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: '<a>' }));
    expect(await screen.findByText('உங்கள் பதில்கள் சேமிக்கப்பட்டன.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'அடுத்து' }));
    expect(screen.getByText('கேள்வி 2 / 2')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'useState' }));
    expect(
      await screen.findByText('இணைப்புக்காகக் காத்திருக்கிறது: உங்கள் பதில்கள் பாதுகாப்பாக உள்ளன, இணைப்பு திரும்பியதும் அனுப்பப்படும்.'),
    ).toBeVisible();
    offline = false;
    // Finish sends the waiting answer at once, then finishes.
    await user.click(screen.getByRole('button', { name: 'தேர்வை முடி' }));

    expect(await screen.findByRole('heading', { name: 'வாழ்த்துகள்!' })).toBeVisible();
    expect(screen.getByTestId('quiz-score').textContent).toBe('நீங்கள் 25-க்கு 1 மதிப்பெண் பெற்றீர்கள்');
    expect(screen.getByText('தேர்வு மதிப்பெண் வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது!')).toBeVisible();
    expect(screen.getByRole('link', { name: 'டாஷ்போர்டுக்குத் திரும்பு' })).toHaveAttribute('href', '/dashboard');

    await act(() => useLocale.getState().choose('en'));
    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeVisible();
    expect(screen.getByTestId('quiz-score').textContent).toBe('You scored 1 out of 25');
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toBeVisible();
    expect(screen.getByText('Test 1: Very Easy')).toBeVisible();
  });

  it("says in Tamil that the test's budget for the day is spent when the finish is refused, and keeps the test open to finish later", async () => {
    signIn(student());
    const finishes: number[] = [];
    stubFetch({
      'POST /api/tests/1/attempts/start': () => ({
        body: { ...attempt, resumed: true, choices: [0, null], nextQuestion: 2 },
      }),
      'PUT /api/tests/attempts/7/answers/2': () => ({
        body: { attemptId: 7, question: 2, choice: 1, changed: true, answered: 2, nextQuestion: null },
      }),
      'POST /api/tests/attempts/7/finish': () => {
        finishes.push(7);
        return {
          status: 429,
          body: {
            success: false,
            error: 'rate_limited',
            code: 'testTakenTooOftenToday',
            message:
              'You have taken this test many times in the last 24 hours. Please try again later. A test can be taken 10 times an hour and 20 times a day.',
          },
        };
      },
    });
    await act(() => useLocale.getState().choose('ta'));
    const user = userEvent.setup();
    renderAt(<QuizPage testNo={1} />, '/test1');

    expect(await screen.findByText('கேள்வி 2 / 2')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'useState' }));
    await user.click(screen.getByRole('button', { name: 'தேர்வை முடி' }));
    expect(
      await screen.findByText(
        'கடந்த 24 மணி நேரத்தில் இந்தத் தேர்வைப் பலமுறை எழுதியுள்ளீர்கள். பின்னர் மீண்டும் முயலுங்கள். ஒரு தேர்வை ஒரு மணி நேரத்தில் 10 முறையும் ஒரு நாளில் 20 முறையும் எழுதலாம்.',
      ),
    ).toBeVisible();
    expect(finishes).toHaveLength(1);
    // No score: the test is still there, with its answers, to finish when the budget has room.
    expect(screen.queryByTestId('quiz-score')).toBeNull();
    expect(screen.getByRole('radio', { name: 'useState' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'தேர்வை முடி' })).toBeEnabled();
  });
});
