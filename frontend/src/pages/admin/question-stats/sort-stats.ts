import type { QuestionStat } from '../../../api/question-stats.ts';

/** The orders the statistics can be read in: the banks' own (category, name, version), or by a figure either way. */
export type StatsSort = 'bank' | 'facility-up' | 'facility-down' | 'discrimination-up' | 'discrimination-down';

const figure = (sort: StatsSort) => (sort.startsWith('facility') ? 'facility' : 'discrimination');

/** The rows in `sort`'s order; a question without a discrimination (everyone right, or wrong) comes last either way. */
export function sortStats(stats: readonly QuestionStat[], sort: StatsSort): QuestionStat[] {
  if (sort === 'bank') return [...stats];
  const key = figure(sort);
  const sign = sort.endsWith('-up') ? 1 : -1;
  return [...stats].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x - y);
  });
}

/** What a column's heading tells a screen reader of the order (aria-sort). */
export function ariaSort(
  sort: StatsSort,
  column: 'facility' | 'discrimination',
): 'ascending' | 'descending' | undefined {
  if (sort === 'bank' || figure(sort) !== column) return undefined;
  return sort.endsWith('-up') ? 'ascending' : 'descending';
}
