import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { finishAttempt, type QuizResult } from '../../../api/intern.ts';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { testTitle } from '../../../content/intern.ts';
import { useServerMutation } from '../../../api/mutation.ts';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { errorMessage, refusalCode } from '../../../lib/error-message.ts';
import { toast } from '../../../stores/toast.ts';
import type { AnswerSaver } from './answer-saver.ts';
import { forgetAttempt } from '../../../pwa/pending-answers.ts';
import { QuizForm, quizClass } from './QuizForm.tsx';
import { QuizScore } from './QuizScore.tsx';
import { TimeUpNotice, TimeUpPanel } from './TimeUp.tsx';
import { useAttempt } from './useAttempt.ts';
import './QuizPage.css';
import { refreshSession } from '../../../api/queries/session.ts';

const TEST1_TOAST_MS = 2500;

/** 'Retake Test' opens the test with this navigation state: a new attempt rather than the open one. */
export interface QuizEntry {
  fresh?: boolean;
}

/**
 * /test1, /test2, /test3: an attempt on the server (docs/OFFLINE.md), started or resumed at its first unanswered
 * question; each choice is saved at once, Finish grades on the server. The client never sees the key.
 */
export function QuizPage({ testNo }: { testNo: number }) {
  const { t, i18n } = useLingui();
  const title = i18n._(testTitle(testNo));
  useDocumentTitle(title);
  const location = useLocation();
  const navigate = useNavigate();
  const fresh = (location.state as QuizEntry | null)?.fresh === true;
  const { attempt, saver, error, retry } = useAttempt(testNo, fresh);
  const [result, setResult] = useState<QuizResult | null>(null);
  // A timed test whose time is up: the questions whose answers did not reach the server in time.
  const [late, setLate] = useState<number[] | null>(null);
  const [timeUp, setTimeUp] = useState(false);
  const attemptId = attempt?.attemptId;
  const over = attempt?.finished;

  // The new attempt is drawn: a reload of this page resumes it rather than drawing yet another.
  useEffect(() => {
    if (attempt && fresh) void navigate(location.pathname, { replace: true, state: null });
  }, [attempt, fresh, navigate, location.pathname]);

  useEffect(() => {
    if (!saver || over) return;
    saver.start();
    return () => saver.stop();
  }, [saver, over]);

  // Resumed after its time was up: the server finished it. What this phone still kept of it never
  // reached the server in time: named with the result (the saver, never started, still holds it),
  // and forgotten on the device. Test 1's mark changed with it: the session is read again.
  useEffect(() => {
    if (!over || attemptId === undefined) return;
    void forgetAttempt(attemptId);
    if (over.recorded) refreshSession().catch((err: unknown) => console.warn('could not refresh the session', err));
  }, [over, attemptId]);

  const finish = useServerMutation(
    async () => {
      if (!saver || attemptId === undefined) return;
      try {
        await saver.flush();
      } catch (err) {
        // Too late for the server's clock, or finished by it: the server grades what it saved in time.
        const code = refusalCode(err);
        if (code !== 'testTimeUp' && code !== 'testAttemptFinished') throw err;
      }
      const unsaved = saver.unsaved();
      const graded = await finishAttempt(attemptId);
      if (unsaved.length > 0) setLate(unsaved);
      setResult(graded);
      // Graded: anything still kept of it on this device can never be saved.
      void forgetAttempt(attemptId);
      if (testNo === 1) {
        toast.success(t`Test score submitted successfully!`, TEST1_TOAST_MS);
        refreshSession().catch((err: unknown) => console.warn('could not refresh the session', err));
      }
    },
    { onError: (err) => console.warn('test submission failed', err) },
  );

  if (error) {
    return (
      <section className={quizClass(testNo)}>
        <h1>{title}</h1>
        <p className="notice notice--error" role="alert">
          {errorMessage(error)}
        </p>
        <div className="button-row">
          <button type="button" className="button" onClick={retry}>
            <Trans>Try again</Trans>
          </button>
          <Link to="/dashboard" className="button button--ghost">
            <Trans>Back to dashboard</Trans>
          </Link>
        </div>
      </section>
    );
  }
  const shown = result ?? over ?? null;
  if (shown) {
    const score = <QuizScore testNo={testNo} title={title} result={shown} />;
    const tooLate = late ?? (over && saver ? saver.unsaved() : null);
    if (!timeUp && !over && tooLate === null) return score;
    return (
      <>
        <TimeUpNotice late={tooLate ?? []} />
        {score}
      </>
    );
  }
  if (!attempt || !saver) return <PageLoading />;
  if (timeUp) {
    return (
      <TimeUpPanel
        testNo={testNo}
        title={title}
        busy={finish.pending}
        error={
          finish.error
            ? errorMessage(finish.error, {
                network: t`We could not reach the server. Your test will be finished with the answers it received in time: please try again when you are online.`,
              })
            : null
        }
        onRetry={() => void finish.run()}
      />
    );
  }
  return (
    <SavingQuiz
      key={attempt.attemptId}
      testNo={testNo}
      title={title}
      attempt={attempt}
      saver={saver}
      submitting={finish.pending}
      submitError={
        finish.error
          ? errorMessage(finish.error, {
              network: t`We could not reach the server. Your answers are kept: please try again.`,
            })
          : null
      }
      onFinish={() => void finish.run()}
      onTimeUp={() => {
        setTimeUp(true);
        void finish.run();
      }}
    />
  );
}

/** The form, told how the saves are going. */
function SavingQuiz({
  saver,
  ...props
}: Omit<Parameters<typeof QuizForm>[0], 'saveState' | 'saveRefusal' | 'onChoose'> & { saver: AnswerSaver }) {
  const saveState = useSyncExternalStore(saver.subscribe, () => saver.state);
  return (
    <QuizForm
      {...props}
      saveState={saveState}
      saveRefusal={saveState === 'refused' ? errorMessage(saver.refusal) : null}
      onChoose={(q, choice) => saver.save(q, choice)}
    />
  );
}
