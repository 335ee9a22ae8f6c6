// jsdom has no IndexedDB: this file (only) gets an in-memory one, so the answers kept on the device are real.
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import { signIn, student } from '../../../../test/users.ts';
import { logout } from '../../../api/queries/session.ts';
import { forgetAttempt, keepAnswer, keptAnswers } from '../../../pwa/pending-answers.ts';
import { QuizPage } from './QuizPage.tsx';

const questions = [
  { n: 1, question: 'Which tag makes a link?', options: ['<a>', '<p>', '<div>', '<span>'] },
  { n: 2, question: 'Which hook holds state?', options: ['useRef', 'useState', 'useMemo', 'useId'] },
];

/** POST /api/tests/2/attempts/start's answer: attempt `id` with the choices the server has. */
const attempt = (choices: (number | null)[], id = 7) => {
  const first = choices.indexOf(null);
  return {
    attemptId: id,
    testNo: 2,
    title: 'x',
    level: 'easy',
    total: choices.length,
    resumed: true,
    questions: questions.slice(0, choices.length),
    choices,
    nextQuestion: first === -1 ? null : first + 1,
  };
};
const saved = (q: number, choice: number) => ({
  body: { attemptId: 7, question: q, choice, changed: true, answered: q, nextQuestion: null },
});
const puts = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body]);

beforeEach(async () => {
  signIn(student());
  await forgetAttempt(7);
  await forgetAttempt(8);
});

describe('answers kept on the device', () => {
  it('keeps an unsaved choice in IndexedDB, shows and sends it after a reload, and forgets it once the server has it', async () => {
    let fail = true;
    const { calls } = stubFetch({
      'POST /api/tests/2/attempts/start': () => ({ body: attempt([null]) }),
      'PUT /api/tests/attempts/7/answers/1': () => (fail ? 'network-error' : saved(1, 1)),
    });
    const user = userEvent.setup();
    const first = renderAt(<QuizPage testNo={2} />, '/test2');
    await user.click(await screen.findByRole('radio', { name: '<p>' }));
    expect(
      await screen.findByText('Waiting for the network: your answers are kept and will be sent when it returns.'),
    ).toBeVisible();
    await waitFor(async () => expect(await keptAnswers(2, 7)).toEqual(new Map([[1, 1]])));

    // A reload: the page goes, the server still has no answer; the network is back.
    first.unmount();
    fail = false;
    calls.length = 0;
    renderAt(<QuizPage testNo={2} />, '/test2');
    expect(await screen.findByRole('radio', { name: '<p>' })).toBeChecked();
    expect(await screen.findByText('Your answers are saved.')).toBeVisible();
    expect(puts(calls)).toEqual([['/api/tests/attempts/7/answers/1', { choice: 1 }]]);
    await waitFor(async () => expect(await keptAnswers(2, 7)).toEqual(new Map()));
  });

  it('opens at the first question neither the server nor the device has, the kept choice over the server', async () => {
    await keepAnswer(2, 7, 1, 3);
    const { calls } = stubFetch({
      'POST /api/tests/2/attempts/start': () => ({ body: attempt([0, null]) }),
      'PUT /api/tests/attempts/7/answers/1': () => saved(1, 3),
    });
    renderAt(<QuizPage testNo={2} />, '/test2');
    expect(await screen.findByRole('group', { name: 'Q2. Which hook holds state?' })).toBeVisible();
    expect(await screen.findByText('Your answers are saved.')).toBeVisible();
    expect(puts(calls)).toEqual([['/api/tests/attempts/7/answers/1', { choice: 3 }]]);
  });

  it('drops a kept answer of an attempt that is finished (409) instead of trying it again', async () => {
    await keepAnswer(2, 7, 1, 2);
    const { calls } = stubFetch({
      'POST /api/tests/2/attempts/start': () => ({ body: attempt([null]) }),
      'PUT /api/tests/attempts/7/answers/1': () => ({
        status: 409,
        body: {
          success: false,
          message:
            'This test is finished, so its answers can no longer be changed. Start the test again to take it anew.',
        },
      }),
    });
    renderAt(<QuizPage testNo={2} />, '/test2');
    expect(await screen.findByText('Your last answer could not be saved.')).toBeVisible();
    await waitFor(async () => expect(await keptAnswers(2, 7)).toEqual(new Map()));
    expect(puts(calls)).toHaveLength(1);
  });

  it('drops the kept answers of an earlier attempt of the test when the server opens another one', async () => {
    await keepAnswer(2, 8, 1, 2);
    const { calls } = stubFetch({ 'POST /api/tests/2/attempts/start': () => ({ body: attempt([null]) }) });
    renderAt(<QuizPage testNo={2} />, '/test2');
    expect(await screen.findByRole('group', { name: 'Q1. Which tag makes a link?' })).toBeVisible();
    expect(screen.getByRole('radio', { name: '<div>' })).not.toBeChecked();
    expect(await keptAnswers(2, 8)).toEqual(new Map());
    expect(puts(calls)).toEqual([]);
  });

  it('forgets the answers kept on this phone when the intern signs out: the next person on a shared phone gets none', async () => {
    await keepAnswer(2, 7, 1, 2);
    await keepAnswer(3, 8, 4, 0);
    stubFetch({ 'POST /api/logout': () => ({ body: { success: true } }) });
    await logout();
    expect(await keptAnswers(2, 7)).toEqual(new Map());
    expect(await keptAnswers(3, 8)).toEqual(new Map());
  });
});
