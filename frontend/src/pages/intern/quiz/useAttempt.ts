import { useEffect, useRef, useState } from 'react';
import { startAttempt, type TestAttemptView } from '../../../api/intern.ts';
import { AnswerSaver } from './answer-saver.ts';
import { keptAnswers } from '../../../pwa/pending-answers.ts';

interface Opened {
  attempt: TestAttemptView;
  kept: Map<number, number>;
}

/**
 * Starts or resumes the attempt and lays the choices kept on this device (made offline, or not confirmed before
 * a reload) over the server's: they are shown as chosen, and the saver sends them.
 */
async function open(testNo: number, fresh: boolean): Promise<Opened> {
  const attempt = await startAttempt(testNo, fresh);
  const kept = await keptAnswers(testNo, attempt.attemptId);
  if (kept.size === 0) return { attempt, kept };
  const choices = attempt.choices.map((c, i) => kept.get(i + 1) ?? c);
  const first = choices.indexOf(null);
  return { attempt: { ...attempt, choices, nextQuestion: first === -1 ? null : first + 1 }, kept };
}

function saverFor({ attempt, kept }: Opened) {
  const saver = new AnswerSaver(attempt.attemptId, attempt.testNo);
  saver.restore(kept);
  return saver;
}

/**
 * The intern's attempt at test `testNo`, started or resumed on the server (POST .../attempts/start).
 * `fresh` ('Retake Test') asks for a new one. Its saver comes with it (started and stopped by the page). The start is kept in a ref, so a second run of the effect
 * (React's strict mode) does not start a second attempt; `retry` asks again after a failure.
 */
export function useAttempt(testNo: number, fresh: boolean) {
  const [tries, setTries] = useState(0);
  const [started, setStarted] = useState<{ attempt: TestAttemptView; saver: AnswerSaver } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const start = useRef<{ key: string; promise: Promise<Opened> } | null>(null);

  useEffect(() => {
    const key = `${testNo}:${tries}`;
    if (start.current?.key !== key) start.current = { key, promise: open(testNo, fresh) };
    let alive = true;
    start.current.promise.then(
      (opened) =>
        alive &&
        setStarted((s) => (s?.attempt === opened.attempt ? s : { attempt: opened.attempt, saver: saverFor(opened) })),
      (err: unknown) => alive && setError(err),
    );
    return () => {
      alive = false;
    };
    // `fresh` is read once per start: clearing it after the start (so a reload resumes) must not start again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [testNo, tries]);

  const retry = () => {
    setError(null);
    setTries((n) => n + 1);
  };
  // Another test opened in the same page (from /test1 to /test2): the earlier attempt is not this one.
  const current = started?.attempt.testNo === testNo ? started : null;
  return { attempt: current?.attempt ?? null, saver: current?.saver ?? null, error, retry };
}
