import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import { signIn, student } from '../../../../test/users.ts';
import { QuizPage } from './QuizPage.tsx';

const quiz = (n: number) => ({
  testNo: n,
  title: 'x',
  level: 'easy',
  total: 2,
  questions: [
    { n: 1, question: 'Which tag makes a link?', options: ['<a>', '<p>', '<div>', '<span>'] },
    { n: 2, question: 'Which hook holds state?', options: ['useRef', 'useState', 'useMemo', 'useId'] },
  ],
});

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((r) => (release = r));
  return { promise, release };
}

beforeEach(() => signIn(student()));

describe('quiz', () => {
  it('asks one question at a time as Q{n}. and enables the button only once an option is chosen', async () => {
    const gate = deferred();
    const { calls } = stubFetch({
      'GET /api/tests/1': () => ({ body: quiz(1) }),
      'POST /api/tests/1/attempts': async () => {
        await gate.promise;
        return { status: 201, body: { score: 1, total: 2, recorded: true } };
      },
      'GET /api/me': () => ({ body: { user: student({ testMark: 1 }) } }),
    });
    const user = userEvent.setup();
    renderAt(<QuizPage testNo={1} />, '/test1');

    expect(await screen.findByRole('heading', { name: 'Test 1: Very Easy' })).toBeVisible();
    const group = screen.getByRole('group', { name: 'Q1. Which tag makes a link?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: '<a>' }));
    expect(next).toBeEnabled();
    expect(screen.getByRole('radio', { name: '<a>' }).closest('label')).toHaveClass('is-selected');
    await user.click(next);

    expect(screen.getByRole('group', { name: 'Q2. Which hook holds state?' })).toBeVisible();
    const finish = screen.getByRole('button', { name: 'Finish' }) as HTMLButtonElement;
    expect(finish).toBeDisabled();
    // Keyboard: the arrows move the choice, Enter goes on.
    screen.getByRole('radio', { name: 'useRef' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'useState' })).toBeChecked();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ answers: [0, 1] });
    await act(async () => gate.release());

    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeVisible();
    expect(screen.getByText('You scored 1 out of 2')).toBeVisible();
    expect(screen.getByText('Test score submitted successfully!')).toBeVisible();
  });

  it('test 2: the score from the server, no submission toast', async () => {
    stubFetch({
      'GET /api/tests/2': () => ({ body: quiz(2) }),
      'POST /api/tests/2/attempts': () => ({ status: 201, body: { score: 2, total: 2, recorded: false } }),
    });
    const user = userEvent.setup();
    renderAt(<QuizPage testNo={2} />, '/test2');
    expect(await screen.findByRole('heading', { name: 'Test 2: Moderate Level' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: '<a>' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'useState' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('You scored 2 out of 2')).toBeVisible();
    expect(screen.queryByText('Test score submitted successfully!')).not.toBeInTheDocument();
  });

  it('test 3 wears the purple theme', async () => {
    stubFetch({ 'GET /api/tests/3': () => ({ body: quiz(3) }) });
    renderAt(<QuizPage testNo={3} />, '/test3');
    const heading = await screen.findByRole('heading', { name: 'Test 3: Very Difficult' });
    expect(heading.closest('section')).toHaveClass('quiz--purple');
  });

  it('keeps the answers and offers to send again when the submission fails', async () => {
    let fail = true;
    stubFetch({
      'GET /api/tests/2': () => ({ body: { ...quiz(2), total: 1, questions: quiz(2).questions.slice(0, 1) } }),
      'POST /api/tests/2/attempts': () => (fail ? 'network-error' : { status: 201, body: { score: 0, total: 1, recorded: false } }),
    });
    const user = userEvent.setup();
    renderAt(<QuizPage testNo={2} />, '/test2');
    await user.click(await screen.findByRole('radio', { name: '<p>' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText(/Your answers are kept/)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('You scored 0 out of 1')).toBeVisible();
  });

  it('tells an intern who is not validated yet, from the server', async () => {
    stubFetch({ 'GET /api/tests/1': () => ({ status: 403, body: { success: false, message: 'Your enrolment is waiting for confirmation.' } }) });
    renderAt(<QuizPage testNo={1} />, '/test1');
    expect(await screen.findByText('Your enrolment is waiting for confirmation.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
