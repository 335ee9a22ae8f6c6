import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt, renderUi } from '../../../../test/render.tsx';
import { signIn, student } from '../../../../test/users.ts';
import { QuizPage } from './QuizPage.tsx';

const questions = [
  { n: 1, question: 'Which tag makes a link?', options: ['<a>', '<p>', '<div>', '<span>'] },
  { n: 2, question: 'Which hook holds state?', options: ['useRef', 'useState', 'useMemo', 'useId'] },
  { n: 3, question: 'Which method adds to an array?', options: ['pop', 'shift', 'push', 'slice'] },
];

/** POST /api/tests/:n/attempts/start's answer: attempt 7 of test n, with the saved choices. */
const attempt = (n: number, choices: (number | null)[] = [null, null], resumed = false) => {
  const first = choices.indexOf(null);
  return {
    attemptId: 7,
    testNo: n,
    title: 'x',
    level: 'easy',
    total: choices.length,
    resumed,
    questions: questions.slice(0, choices.length),
    choices,
    nextQuestion: first === -1 ? null : first + 1,
  };
};
const saved = (q: number, choice: number) => ({
  body: { attemptId: 7, question: q, choice, changed: true, answered: q, nextQuestion: null },
});

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((r) => (release = r));
  return { promise, release };
}

const puts = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body]);

beforeEach(() => signIn(student()));

describe('quiz', () => {
  it('asks one question at a time as Q{n}., saves each choice at once, and finishes on the server', async () => {
    const gate = deferred();
    const { calls } = stubFetch({
      'POST /api/tests/1/attempts/start': () => ({ status: 201, body: attempt(1) }),
      'PUT /api/tests/attempts/7/answers/1': ({ body }) => saved(1, (body as { choice: number }).choice),
      'PUT /api/tests/attempts/7/answers/2': ({ body }) => saved(2, (body as { choice: number }).choice),
      'POST /api/tests/attempts/7/finish': async () => {
        await gate.promise;
        return { body: { attemptId: 7, score: 1, total: 2, recorded: true } };
      },
      'GET /api/me': () => ({ body: { user: student({ testMark: 1 }) } }),
    });
    const user = userEvent.setup();
    renderAt(<QuizPage testNo={1} />, '/test1');

    expect(await screen.findByRole('heading', { name: 'Test 1: Very Easy' })).toBeVisible();
    expect(calls.find((c) => c.url === '/api/tests/1/attempts/start')!.body).toEqual({});
    const group = screen.getByRole('group', { name: 'Q1. Which tag makes a link?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next).toBeDisabled();
    expect(screen.getByTestId('quiz-save-status').textContent).toBe('');

    await user.click(screen.getByRole('radio', { name: '<a>' }));
    expect(next).toBeEnabled();
    expect(screen.getByRole('radio', { name: '<a>' }).closest('label')).toHaveClass('is-selected');
    expect(await screen.findByText('Your answers are saved.')).toBeVisible();
    expect(puts(calls)).toEqual([['/api/tests/attempts/7/answers/1', { choice: 0 }]]);
    await user.click(next);

    expect(screen.getByRole('group', { name: 'Q2. Which hook holds state?' })).toBeVisible();
    const finish = screen.getByRole('button', { name: 'Finish' }) as HTMLButtonElement;
    expect(finish).toBeDisabled();
    // Keyboard: the arrows move the choice (each move saved, the last one wins), Enter goes on.
    screen.getByRole('radio', { name: 'useRef' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'useState' })).toBeChecked();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(puts(calls).at(-1)).toEqual(['/api/tests/attempts/7/answers/2', { choice: 1 }]);
    expect(calls.some((c) => c.url === '/api/tests/1/attempts')).toBe(false);
    await act(async () => gate.release());

    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeVisible();
    expect(screen.getByText('You scored 1 out of 2')).toBeVisible();
    expect(screen.getByText('Test score submitted successfully!')).toBeVisible();
    expect(calls.filter((c) => c.url === '/api/tests/attempts/7/finish')).toHaveLength(1);
  });

  it('resumes an open attempt at its first unanswered question with the earlier choices kept', async () => {
    const { calls } = stubFetch({
      'POST /api/tests/2/attempts/start': () => ({ body: attempt(2, [2, 0, null], true) }),
      'PUT /api/tests/attempts/7/answers/3': () => saved(3, 2),
      'POST /api/tests/attempts/7/finish': () => ({ body: { attemptId: 7, score: 2, total: 3, recorded: false } }),
    });
    const user = userEvent.setup();
    renderAt(<QuizPage testNo={2} />, '/test2');
    expect(await screen.findByRole('group', { name: 'Q3. Which method adds to an array?' })).toBeVisible();
    expect(screen.getByText('Question 3 of 3')).toBeVisible();
    expect(screen.getByText('Your answers are saved.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'push' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('You scored 2 out of 3')).toBeVisible();
    expect(screen.queryByText('Test score submitted successfully!')).not.toBeInTheDocument();
    expect(puts(calls)).toEqual([['/api/tests/attempts/7/answers/3', { choice: 2 }]]);
  });

  it('opens an attempt with every question answered at the last one, its choice kept, ready to finish', async () => {
    stubFetch({ 'POST /api/tests/2/attempts/start': () => ({ body: attempt(2, [1, 3], true) }) });
    renderAt(<QuizPage testNo={2} />, '/test2');
    expect(await screen.findByRole('group', { name: 'Q2. Which hook holds state?' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'useId' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled();
  });

  it("'Retake Test' starts a fresh attempt", async () => {
    const { calls } = stubFetch({ 'POST /api/tests/1/attempts/start': () => ({ status: 201, body: attempt(1) }) });
    // As the dashboard's link opens it.
    const router = createMemoryRouter([{ path: '/test1', element: <QuizPage testNo={1} /> }], {
      initialEntries: [{ pathname: '/test1', state: { fresh: true } }],
    });
    renderUi(<RouterProvider router={router} />);
    await screen.findByRole('group', { name: 'Q1. Which tag makes a link?' });
    expect(calls.filter((c) => c.url === '/api/tests/1/attempts/start').map((c) => c.body)).toEqual([{ fresh: true }]);
    // The page forgets the request once it is answered (a navigation of its own, which may land a moment
    // after the question shows), so a reload resumes the new attempt.
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('keeps a choice whose save fails, says it waits for the network, and retries until it is saved', async () => {
    let fail = true;
    const { calls } = stubFetch({
      'POST /api/tests/2/attempts/start': () => ({ status: 201, body: attempt(2, [null]) }),
      'PUT /api/tests/attempts/7/answers/1': () => (fail ? 'network-error' : saved(1, 1)),
      'POST /api/tests/attempts/7/finish': () => ({ body: { attemptId: 7, score: 0, total: 1, recorded: false } }),
    });
    const user = userEvent.setup();
    renderAt(<QuizPage testNo={2} />, '/test2');
    await user.click(await screen.findByRole('radio', { name: '<p>' }));
    expect(
      await screen.findByText('Waiting for the network: your answers are kept and will be sent when it returns.'),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: '<p>' })).toBeChecked();
    fail = false;
    // The first retry comes after a second.
    expect(await screen.findByText('Your answers are saved.', {}, { timeout: 3000 })).toBeVisible();
    expect(puts(calls)).toEqual([
      ['/api/tests/attempts/7/answers/1', { choice: 1 }],
      ['/api/tests/attempts/7/answers/1', { choice: 1 }],
    ]);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('You scored 0 out of 1')).toBeVisible();
  });

  it('a Finish while the network is away keeps the answers and offers to send again', async () => {
    let fail = true;
    stubFetch({
      'POST /api/tests/2/attempts/start': () => ({ status: 201, body: attempt(2, [null]) }),
      'PUT /api/tests/attempts/7/answers/1': () => (fail ? 'network-error' : saved(1, 1)),
      'POST /api/tests/attempts/7/finish': () =>
        fail ? 'network-error' : { body: { attemptId: 7, score: 0, total: 1, recorded: false } },
    });
    const user = userEvent.setup();
    renderAt(<QuizPage testNo={2} />, '/test2');
    await user.click(await screen.findByRole('radio', { name: '<p>' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText(/Your answers are kept: please try again/)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('You scored 0 out of 1')).toBeVisible();
  });

  it('test 3 wears the purple theme', async () => {
    stubFetch({ 'POST /api/tests/3/attempts/start': () => ({ status: 201, body: attempt(3) }) });
    renderAt(<QuizPage testNo={3} />, '/test3');
    const heading = await screen.findByRole('heading', { name: 'Test 3: Very Difficult' });
    expect(heading.closest('section')).toHaveClass('quiz--purple');
  });

  it('tells an intern who is not validated yet, from the server', async () => {
    stubFetch({
      'POST /api/tests/1/attempts/start': () => ({
        status: 403,
        body: { success: false, message: 'Your enrolment is waiting for confirmation.' },
      }),
    });
    renderAt(<QuizPage testNo={1} />, '/test1');
    expect(await screen.findByText('Your enrolment is waiting for confirmation.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
