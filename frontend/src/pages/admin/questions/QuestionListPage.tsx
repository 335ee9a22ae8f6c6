import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useNavigation, useSearchParams } from 'react-router';
import type { QuestionFilter, QuestionSummary } from '../../../api/question-editor.ts';
import { questionEditor } from '../../../api/queries/question-editor.ts';
import { useServerQuery } from '../../../api/query.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import '../../../components/AdminTable.css';
import { Field, SelectField } from '../../../components/Field.tsx';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { CellLabel } from '../catalogue/CellLabel.tsx';
import { TamilGaps } from '../catalogue/entry-status.tsx';
import { newQuestionPath } from './paths.ts';
import '../admin.css';
import '../catalogue/CataloguePages.css';
import './QuestionPages.css';

const SEARCH_DEBOUNCE_MS = 300;

/** The list's filters are the address's (?category=&q=&retired=&page=): the way back from a question keeps them. */
function useFilter(): [QuestionFilter, (patch: Partial<QuestionFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const retired = params.get('retired');
  const filter: QuestionFilter = {
    category: params.get('category') ?? '',
    q: params.get('q') ?? '',
    retired: retired === 'true' || retired === 'false' ? retired : '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const change = (patch: Partial<QuestionFilter>) =>
    setParams(
      (p) => {
        // Any other filter starts again at the first page.
        const next = { ...filter, page: 1, ...patch };
        for (const [key, value] of Object.entries(next)) {
          if (value === '' || (key === 'page' && value === 1)) p.delete(key);
          else p.set(key, String(value));
        }
        return p;
      },
      { replace: true },
    );
  return [filter, change];
}

/** One row: the question's text (its editor's link), name, category, version, attempts, Tamil gaps, retired. */
function QuestionRow({ question }: { question: QuestionSummary }) {
  const { t } = useLingui();
  const format = useFormat();
  const text = question.text.en || question.text.ta;
  const [category, versionLabel, drawn, tamil] = [
    t({ message: 'Category', context: 'a question bank: what a test draws questions from' }),
    t`Version`,
    t`Attempts`,
    t`Tamil`,
  ];
  const version = question.version;
  return (
    <tr role="row" data-testid="question-row">
      <th scope="row" role="rowheader">
        <Link to={`/admin/questions/${question.id}`} lang={question.text.en ? 'en' : 'ta'}>
          {text.length > 140 ? `${text.slice(0, 140)}…` : text}
        </Link>
        <div className="muted catalogue-slug">
          {question.name ?? ''}
          {question.retired && (
            <>
              {' '}
              <span className="state state--draft">{t`Retired`}</span>
            </>
          )}
        </div>
      </th>
      <td role="cell">
        <CellLabel>{category}</CellLabel>
        {question.category}
      </td>
      <td role="cell">
        <CellLabel>{versionLabel}</CellLabel>
        {t`v${version}`}
      </td>
      <td role="cell">
        <CellLabel>{drawn}</CellLabel>
        {format.number(question.drawn)}
      </td>
      <td role="cell">
        <CellLabel>{tamil}</CellLabel>
        <TamilGaps count={question.tamilGaps} />
      </td>
    </tr>
  );
}

/** /admin/questions: the question banks, filtered by category, searched, each with its Tamil gaps and attempts. */
export default function QuestionListPage() {
  const { t } = useLingui();
  const f = useFormat();
  useDocumentTitle(t`Questions`);
  const [filter, change] = useFilter();
  const [typed, setTyped] = useState(filter.q);
  const list = useServerQuery(questionEditor.list(filter));
  const categories = useServerQuery(questionEditor.categories()).data ?? [];
  const { data, isFetching: loading } = list;

  // The search runs 300 ms after the last key press, and not once the editor has left for a question: the
  // search writes the address, which would take them back while the question's screen is still loading.
  const leaving = useNavigation().state !== 'idle';
  useEffect(() => {
    if (typed === filter.q || leaving) return;
    const timer = setTimeout(() => change({ q: typed }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="container section admin-page">
      <h1>
        <Trans>Questions</Trans>
      </h1>
      <p className="muted">
        <Trans>
          The tests draw their questions from these categories (<Link to="/admin/tests">the tests&apos; settings</Link>
          ). A saved question is a new version: attempts already started keep the version they drew.
        </Trans>
      </p>
      <div className="admin-controls" role="search" aria-label={t`Find questions`}>
        <SelectField
          label={t({ message: 'Category', context: 'a question bank: what a test draws questions from' })}
          value={filter.category}
          onChange={(e) => change({ category: e.target.value })}
        >
          <option value="">{t`All categories`}</option>
          {categories.map(({ name, questions }) => {
            const count = f.number(questions);
            return (
              <option key={name} value={name}>
                {t`${name} (${count})`}
              </option>
            );
          })}
        </SelectField>
        <SelectField
          label={t`Show`}
          value={filter.retired}
          onChange={(e) => change({ retired: e.target.value as QuestionFilter['retired'] })}
        >
          <option value="">{t`All`}</option>
          <option value="false">{t`In use`}</option>
          <option value="true">{t`Retired`}</option>
        </SelectField>
        <Field
          className="admin-controls__search"
          label={t`Search`}
          hint={t`In names, questions and options, English or Tamil.`}
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Link className="button button--small" to={newQuestionPath(filter.category)}>
          <Trans>New question</Trans>
        </Link>
        <Link className="button button--small button--ghost" to="/admin/questions/import">
          <Trans>Import or export a file</Trans>
        </Link>
      </div>
      <p className="muted" role="status" aria-live="polite">
        {loading ? t`Loading...` : data ? plural(data.total, { one: '# question', other: '# questions' }) : ''}
      </p>
      <ListStatus
        error={list.error ? errorMessage(list.error) : null}
        onRetry={() => void list.refetch()}
        empty={!loading && data?.questions.length === 0}
        emptyText={t`No questions match.`}
      />
      {data && data.questions.length > 0 && (
        <DataTable
          label={t`Questions`}
          columns={[
            t`Question`,
            t({ message: 'Category', context: 'a question bank: what a test draws questions from' }),
            t`Version`,
            t`Attempts`,
            t`Tamil`,
          ]}
          className="admin-table catalogue-table question-table"
          stack
        >
          {data.questions.map((q) => (
            <QuestionRow key={q.id} question={q} />
          ))}
        </DataTable>
      )}
      {data && (filter.page > 1 || data.more) && (
        <nav className="pager" aria-label={t`Pages of the question list`}>
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={filter.page <= 1}
            onClick={() => change({ ...filter, page: filter.page - 1 })}
          >
            <Trans>Previous</Trans>
          </button>
          <span aria-current="page">{t`Page ${f.number(filter.page)} of ${f.number(pages)}`}</span>
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={!data.more}
            onClick={() => change({ ...filter, page: filter.page + 1 })}
          >
            <Trans>Next</Trans>
          </button>
        </nav>
      )}
    </div>
  );
}
