// The answers kept on the device are real (IndexedDB in memory), as in QuizPage.offline.test.tsx.
import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import { signIn, student } from '../../../../test/users.ts';
import { forgetAttempt, keepAnswer } from '../../../pwa/pending-answers.ts';
import { useLocale } from '../../../stores/locale.ts';
import { QuizPage } from './QuizPage.tsx';

const SERVER_NOW = '2026-12-01T10:00:00.000Z';
const after = (ms: number) => new Date(Date.parse(SERVER_NOW) + ms).toISOString();

const questions = [
  {
    n: 1,
    question: 'Which tag makes a link?',
    options: ['<a>', '<p>', '<div>', '<span>'],
    ta: { question: 'இணைப்பை உருவாக்கும் டேக் எது?', options: ['<a>', '<p>', '<div>', '<span>'] },
  },
  { n: 2, question: 'Which hook holds state?', options: ['useRef', 'useState', 'useMemo', 'useId'] },
];

const attempt = (over: Record<string, unknown> = {}) => ({
  attemptId: 7,
  testNo: 2,
  title: 'x',
  level: 'easy',
  total: 2,
  resumed: false,
  questions,
  choices: [null, null],
  nextQuestion: 1,
  deadlineAt: after(20 * 60_000),
  serverNow: SERVER_NOW,
  ...over,
});
const saved = (q: number, choice: number) => ({
  body: { attemptId: 7, question: q, choice, changed: true, answered: q, nextQuestion: q === 1 ? 2 : null },
});
const timeUp = {
  status: 409,
  body: {
    success: false,
    code: 'testTimeUp',
    message: 'The time for this test is over: the server keeps the time. Your answers saved before the end were kept.',
  },
};
const graded = { body: { attemptId: 7, score: 1, total: 2, recorded: false, review: 'score' } };

beforeEach(async () => {
  signIn(student());
  await forgetAttempt(7);
});

describe('a timed test on the page', () => {
  it('shows the time left; at zero it finishes by itself, waits for the network, and names the answer that reached the server too late', async () => {
    let online = false;
    const { calls } = stubFetch({
      'POST /api/tests/2/attempts/start': () => ({ status: 201, body: attempt({ deadlineAt: after(2500) }) }),
      'PUT /api/tests/attempts/7/answers/1': () => saved(1, 0),
      'PUT /api/tests/attempts/7/answers/2': () => (online ? timeUp : 'network-error'),
      'POST /api/tests/attempts/7/finish': () => graded,
    });
    const user = userEvent.setup();
    renderAt(<QuizPage testNo={2} />, '/test2');
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Time left: 0:0[23]$/);
    await user.click(screen.getByRole('radio', { name: '<a>' }));
    expect(await screen.findByText('Your answers are saved.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'useState' }));
    // Kept on the phone: the page says the server's clock decides.
    expect(
      await screen.findByText(
        /The server's clock decides the time: an answer that reaches it more than 30 seconds after the end does not count\./,
      ),
    ).toBeVisible();

    // Zero: the page finishes by itself; offline, it says so and offers to try again.
    expect(await screen.findByRole('heading', { name: 'Time is up' }, { timeout: 5000 })).toHaveFocus();
    expect(
      await screen.findByText(
        'We could not reach the server. Your test will be finished with the answers it received in time: please try again when you are online.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    online = true; // back online, too late for question 2
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeVisible();
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('You scored 1 out of 2');
    expect(screen.getByTestId('quiz-time-up-notice')).toHaveTextContent(
      'The time for this test was up: the server finished it with the answers it had saved in time. These answers did not reach the server in time and were not counted: question 2.',
    );
    expect(calls.filter((c) => c.url.endsWith('/finish'))).toHaveLength(1);
  });

  it("says in Tamil when the server's clock refused an answer (409 testTimeUp), and Finish shows the result naming it", async () => {
    await act(() => useLocale.getState().choose('ta'));
    stubFetch({
      // The phone's countdown still shows time: the server's clock decides.
      'POST /api/tests/2/attempts/start': () => ({ body: attempt({ resumed: true }) }),
      'PUT /api/tests/attempts/7/answers/1': () => timeUp,
      'POST /api/tests/attempts/7/finish': () => graded,
    });
    const user = userEvent.setup();
    renderAt(<QuizPage testNo={2} />, '/test2');
    await user.click(await screen.findByRole('radio', { name: '<p>' }));
    expect(
      await screen.findByText(
        'இந்தத் தேர்வுக்கான நேரம் முடிந்துவிட்டது: நேரத்தைச் சர்வரே கணக்கிடுகிறது. நேரம் முடியும் முன் சேமிக்கப்பட்ட உங்கள் பதில்கள் வைக்கப்பட்டுள்ளன.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'அடுத்து' }));
    await user.click(screen.getByRole('radio', { name: 'useId' }));
    await user.click(screen.getByRole('button', { name: 'தேர்வை முடி' }));
    expect(await screen.findByRole('heading', { name: 'வாழ்த்துகள்!' })).toBeVisible();
    expect(screen.getByTestId('quiz-time-up-notice')).toHaveTextContent(
      'இந்தப் பதில்கள் நேரத்துக்குள் சர்வரை அடையவில்லை, அதனால் கணக்கில் எடுக்கப்படவில்லை: கேள்வி 1, 2.',
    );
  });

  it('resumed after its time was up, shows the result the server gave it, and names what the phone still kept', async () => {
    await keepAnswer(2, 7, 2, 3);
    const { calls } = stubFetch({
      'POST /api/tests/2/attempts/start': () => ({
        body: attempt({
          resumed: true,
          choices: [0, null],
          nextQuestion: 2,
          deadlineAt: after(-60_000),
          finished: { attemptId: 7, score: 1, total: 2, recorded: false, review: 'score' },
        }),
      }),
    });
    renderAt(<QuizPage testNo={2} />, '/test2');
    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeVisible();
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('You scored 1 out of 2');
    expect(screen.getByTestId('quiz-time-up-notice')).toHaveTextContent('were not counted: question 2.');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.method !== 'POST' || !c.url.endsWith('/start'))).toEqual([]);
  });

  it('a test without a time limit shows no countdown', async () => {
    stubFetch({ 'POST /api/tests/2/attempts/start': () => ({ body: attempt({ deadlineAt: null }) }) });
    renderAt(<QuizPage testNo={2} />, '/test2');
    expect(await screen.findByRole('radio', { name: '<a>' })).toBeVisible();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});

describe('a question in Tamil', () => {
  it('shows the Tamil question and options when the page reads Tamil and the question has them, the English otherwise', async () => {
    stubFetch({ 'POST /api/tests/2/attempts/start': () => ({ body: attempt({ deadlineAt: null }) }) });
    const user = userEvent.setup();
    renderAt(<QuizPage testNo={2} />, '/test2');
    // In English: the English question, though it has Tamil.
    expect(await screen.findByTestId('quiz-question')).toHaveTextContent('Q1. Which tag makes a link?');

    await act(() => useLocale.getState().choose('ta'));
    const legend = await screen.findByTestId('quiz-question');
    await waitFor(() => expect(legend).toHaveTextContent('Q1. இணைப்பை உருவாக்கும் டேக் எது?'));
    expect(legend.querySelector('span')).toHaveAttribute('lang', 'ta');
    expect(screen.getByRole('group', { name: 'Q1. இணைப்பை உருவாக்கும் டேக் எது?' })).toBeVisible();
    // Code stays code: the options the editor left as they are.
    expect(screen.getByRole('radio', { name: '<a>' })).toBeVisible();

    // Question 2 has no Tamil: its English, marked English.
    await user.click(screen.getByRole('radio', { name: '<a>' }));
    await user.click(screen.getByRole('button', { name: 'அடுத்து' }));
    expect(screen.getByTestId('quiz-question')).toHaveTextContent('Q2. Which hook holds state?');
    expect(screen.getByTestId('quiz-question').querySelector('span')).toHaveAttribute('lang', 'en');
  });
});
