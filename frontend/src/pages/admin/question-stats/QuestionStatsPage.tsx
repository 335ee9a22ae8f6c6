import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FACILITY_TOO_EASY, FACILITY_TOO_HARD, MIN_ATTEMPTS_TO_JUDGE } from 'shared/question-stats';
import { questionStatsCsvUrl, type StatsFilter } from '../../../api/question-stats.ts';
import { questionStats } from '../../../api/queries/question-stats.ts';
import { useServerQuery } from '../../../api/query.ts';
import '../../../components/AdminTable.css';
import '../../../components/Field.css';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { testTitle } from '../../../content/intern.ts';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { sortStats, type StatsSort } from './sort-stats.ts';
import { StatsTable } from './StatsTable.tsx';
import '../admin.css';
import './QuestionStatsPage.css';

const TESTS = ['1', '2', '3'] as const;

/** The filter in the address (?test=1&category=...), so a reload or a shared link shows the same rows. */
function filterOf(params: URLSearchParams): StatsFilter {
  const test = params.get('test') ?? '';
  return {
    test: (TESTS as readonly string[]).includes(test) ? (test as StatsFilter['test']) : '',
    category: params.get('category') ?? '',
  };
}

/**
 * /admin/questions/stats: how each question version did in finished attempts (docs/QUESTION-BANKS.md,
 * "Item statistics"), for the staff who keep the banks: a filter by test and category, an order by
 * facility or discrimination, the flags in words, and the same rows as a CSV file.
 */
export default function QuestionStatsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  useDocumentTitle(t`Question statistics`);
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const [sort, setSort] = useState<StatsSort>('bank');
  const { data, error, refetch, isFetching } = useServerQuery(questionStats.list(filter));

  const choose = (key: keyof StatsFilter, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const categories = [...(data?.categories ?? [])];
  if (filter.category && !categories.includes(filter.category)) categories.push(filter.category);
  const high = `${format.number(FACILITY_TOO_EASY * 100)} %`;
  const low = `${format.number(FACILITY_TOO_HARD * 100)} %`;
  const min = format.number(MIN_ATTEMPTS_TO_JUDGE);

  return (
    <div className="container section admin-page">
      <h1>
        <Trans>Question statistics</Trans>
      </h1>
      <p className="muted stats-intro">
        <Trans>
          One row for each version of a question that finished attempts drew. Facility is the share of those attempts
          that answered it right. Discrimination is the correlation, from -1 to 1, between answering it right and the
          score on the rest of the test: the higher, the better it tells the interns who know from those who do not. A
          question is flagged when over {high} or under {low} of the attempts answer it right, when its discrimination
          is negative, or when fewer than {min} attempts drew it (too few to judge).
        </Trans>
      </p>
      <div className="admin-controls" role="search">
        <div className="field">
          <label className="field__label" htmlFor="stats-test">
            <Trans>Test</Trans>
          </label>
          <select
            id="stats-test"
            className="field__input"
            value={filter.test}
            onChange={(e) => choose('test', e.target.value)}
          >
            <option value="">{t`All tests`}</option>
            {TESTS.map((n) => (
              <option key={n} value={n}>
                {i18n._(testTitle(Number(n)))}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="stats-category">
            <Trans>Category</Trans>
          </label>
          <select
            id="stats-category"
            className="field__input"
            value={filter.category}
            onChange={(e) => choose('category', e.target.value)}
          >
            <option value="">{t`All categories`}</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="stats-sort">
            <Trans>Order</Trans>
          </label>
          <select
            id="stats-sort"
            className="field__input"
            value={sort}
            onChange={(e) => setSort(e.target.value as StatsSort)}
          >
            <option value="bank">{t`As in the banks`}</option>
            <option value="facility-up">{t`Facility, lowest first`}</option>
            <option value="facility-down">{t`Facility, highest first`}</option>
            <option value="discrimination-up">{t`Discrimination, lowest first`}</option>
            <option value="discrimination-down">{t`Discrimination, highest first`}</option>
          </select>
        </div>
      </div>
      <div className="stats-summary">
        <p className="muted" role="status" aria-live="polite">
          {isFetching && !data ? (
            t`Loading...`
          ) : data ? (
            <Plural value={data.attempts} one="# finished attempt counted." other="# finished attempts counted." />
          ) : (
            ''
          )}
        </p>
        <a className="button button--small button--ghost" href={questionStatsCsvUrl(filter)} download>
          <Trans>
            Download CSV<span className="visually-hidden"> of the statistics shown by this filter</span>
          </Trans>
        </a>
      </div>
      <ListStatus
        error={error ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        empty={data?.stats.length === 0}
        emptyText={t`No finished attempt has drawn a question of this filter yet.`}
      />
      {data && data.stats.length > 0 && <StatsTable stats={sortStats(data.stats, sort)} sort={sort} />}
    </div>
  );
}
