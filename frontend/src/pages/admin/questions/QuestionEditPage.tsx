import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams, useSearchParams } from 'react-router';
import { questionEditor } from '../../../api/queries/question-editor.ts';
import { useServerQuery } from '../../../api/query.ts';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { TamilGaps } from '../catalogue/entry-status.tsx';
import { QuestionEditor } from './QuestionEditor.tsx';
import { QuestionVersions } from './QuestionVersions.tsx';
import { NEW_QUESTION } from './paths.ts';
import '../admin.css';
import '../catalogue/CataloguePages.css';
import './QuestionPages.css';

/** /admin/questions/:questionId: one question's editor and versions; /admin/questions/new (?category=) a new one. */
export default function QuestionEditPage() {
  const { t } = useLingui();
  const param = useParams().questionId ?? NEW_QUESTION;
  const isNew = param === NEW_QUESTION;
  const id = isNew ? 0 : Number(param);
  const [search] = useSearchParams();
  const {
    data: question,
    error,
    refetch,
  } = useServerQuery({
    ...questionEditor.question(id),
    enabled: !isNew,
    // Another question's answer is no form for this one.
    placeholderData: undefined,
  });
  const categories = useServerQuery(questionEditor.categories()).data ?? [];
  const version = question?.version ?? 0;
  const name = question?.name ?? (question ? `#${question.id}` : '');
  const title = isNew ? t`New question` : question ? t`Question ${name}` : t`Question`;
  useDocumentTitle(title);
  return (
    <div className="container section admin-page catalogue-editor">
      <p>
        <Link to="/admin/questions">
          <Trans>← The questions</Trans>
        </Link>
      </p>
      <h1>{title}</h1>
      {question && (
        <p className="catalogue-editor__status">
          <span className="state state--published">{t`v${version}`}</span>
          {question.retired && (
            <span className="state state--draft">
              <Trans>Retired</Trans>
            </span>
          )}
          <TamilGaps count={question.tamilGaps} />
          <span className="muted">
            {plural(question.drawn, { one: 'Drawn by # attempt', other: 'Drawn by # attempts' })}
          </span>
        </p>
      )}
      {!isNew && !question && (
        <ListStatus
          loading={!error}
          error={error ? errorMessage(error) : null}
          onRetry={() => void refetch()}
          emptyText=""
        />
      )}
      {(isNew || question) && (
        <QuestionEditor
          key={isNew ? 'new' : id}
          question={question ?? null}
          categories={categories}
          category={search.get('category') ?? ''}
        />
      )}
      {question && <QuestionVersions question={question} />}
    </div>
  );
}
