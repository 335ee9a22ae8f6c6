import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { getQuiz, submitQuiz, type QuizResult } from '../../../api/intern.ts';
import { useServerQuery } from '../../../api/query.ts';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { testTitle } from '../../../content/intern.ts';
import { useAction } from '../../../hooks/useAction.ts';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../stores/session.ts';
import { toast } from '../../../stores/toast.ts';
import { QuizForm, quizClass } from './QuizForm.tsx';
import { QuizScore } from './QuizScore.tsx';
import './QuizPage.css';

const TEST1_TOAST_MS = 2500;

/**
 * /test1, /test2, /test3: one question at a time, graded by the server (POST /api/tests/:n/attempts);
 * the client never sees the key.
 */
export function QuizPage({ testNo }: { testNo: number }) {
  const { t, i18n } = useLingui();
  const title = i18n._(testTitle(testNo));
  useDocumentTitle(title);
  const refresh = useSession((s) => s.refresh);
  const { data: quiz, error, refetch } = useServerQuery({ queryKey: ['quiz', testNo], queryFn: ({ signal }) => getQuiz(testNo, signal) });
  const [result, setResult] = useState<QuizResult | null>(null);
  const finish = useAction(
    async (answers: number[]) => {
      setResult(await submitQuiz(testNo, answers));
      if (testNo === 1) {
        toast.success(t`Test score submitted successfully!`, TEST1_TOAST_MS);
        refresh().catch((err: unknown) => console.warn('could not refresh the session', err));
      }
    },
    (err) => console.warn('test submission failed', err),
  );

  if (error) {
    return (
      <section className={quizClass(testNo)}>
        <h1>{title}</h1>
        <p className="notice notice--error" role="alert">
          {errorMessage(error)}
        </p>
        <div className="button-row">
          <button type="button" className="button" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </button>
          <Link to="/dashboard" className="button button--ghost">
            <Trans>Back to dashboard</Trans>
          </Link>
        </div>
      </section>
    );
  }
  if (!quiz) return <PageLoading />;
  if (result) return <QuizScore testNo={testNo} title={title} result={result} />;
  return (
    <QuizForm
      testNo={testNo}
      title={title}
      quiz={quiz}
      submitting={finish.pending}
      submitError={finish.error ? errorMessage(finish.error, { network: t`We could not reach the server. Your answers are kept: please try again.` }) : null}
      onFinish={(answers) => void finish.run(answers)}
    />
  );
}
