import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { questionEditor } from '../../../api/queries/question-editor.ts';
import { useServerQuery } from '../../../api/query.ts';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { TestSettingsCard } from './TestSettingsCard.tsx';
import '../admin.css';
import '../catalogue/CataloguePages.css';
import './QuestionPages.css';

/** /admin/tests: each of the three tests' draw rules (with their pools), time limit and review after Finish. */
export default function TestSettingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Tests`);
  const tests = useServerQuery(questionEditor.tests());
  const categories = useServerQuery(questionEditor.categories()).data;
  return (
    <div className="container section admin-page">
      <h1>
        <Trans>Tests</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Each test draws its questions from <Link to="/admin/questions">the question banks</Link> by these rules. A
          change applies to attempts started after it: an attempt already started keeps its questions and its time.
        </Trans>
      </p>
      <ListStatus
        loading={!tests.data && !tests.error}
        error={tests.error ? errorMessage(tests.error) : null}
        onRetry={() => void tests.refetch()}
        emptyText=""
      />
      {tests.data?.map((test) => (
        // A form starts from what the server said when the page opened; a save gives it the new settings itself.
        <TestSettingsCard key={test.testNo} test={test} categories={categories} />
      ))}
    </div>
  );
}
