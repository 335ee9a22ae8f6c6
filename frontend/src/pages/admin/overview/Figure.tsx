import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useFormat } from '../../../i18n/useFormat.ts';
import { downloadCsv } from './csv.ts';
import { FiguresTable, type TableRow } from './FiguresTable.tsx';
import { OverviewChart } from './OverviewChart.tsx';

interface FigureSeries {
  label: string;
  values: number[];
}

interface FigureProps {
  /** The section's id and the CSV's name: 'enrolments' -> enrolments-2026-10-28-to-2026-11-26.csv. */
  name: string;
  title: string;
  /** What the chart shows, in a sentence, with the period's totals. */
  caption: string;
  /** 'Day' or 'Month', the first column. */
  first: string;
  /** The days ('YYYY-MM-DD') or months ('YYYY-MM'), oldest first: the CSV's first column. */
  points: string[];
  /** A point as the axis shows it (short) and as the table's row shows it. */
  axisLabel: (point: string) => string;
  rowLabel: (point: string) => ReactNode;
  series: FigureSeries[];
  format: (n: number) => string;
  /** The period's first and last day, for the CSV's name. */
  from: string;
  to: string;
  /** The lists behind the figure. */
  links: ReactNode;
}

/**
 * One figure of the overview: its heading and the links to the lists behind it, the chart with its
 * caption, the same numbers as a table behind 'Show the table', and the CSV of those numbers.
 */
export function Figure(p: FigureProps) {
  const { name, title, caption, first, points, axisLabel, rowLabel, series, format, from, to, links } = p;
  const { t } = useLingui();
  // Inside a sentence ('Download CSV of fees per day'); a no-op for Tamil.
  const named = title.toLocaleLowerCase();
  const labels = useMemo(() => points.map(axisLabel), [points, axisLabel]);
  const rows: TableRow[] = points.map((point, i) => ({
    key: point,
    label: rowLabel(point),
    values: series.map((s) => s.values[i] ?? 0),
  }));
  const columns = series.map((s) => s.label);
  const download = () =>
    void downloadCsv(
      `${name}-${from}-to-${to}.csv`,
      [first, ...columns],
      points.map((point, i) => [point, ...series.map((s) => s.values[i] ?? 0)]),
    );
  return (
    <section className="admin-section overview-figure" aria-labelledby={`${name}-title`}>
      <div className="admin-section__head">
        <h2 id={`${name}-title`}>{title}</h2>
        <button type="button" className="button button--small button--ghost" onClick={download}>
          <Trans>
            Download CSV<span className="visually-hidden"> of {named}</span>
          </Trans>
        </button>
      </div>
      <figure className="overview-figure__figure">
        <figcaption>{caption}</figcaption>
        <OverviewChart labels={labels} series={series} format={format} />
        <details className="overview-figure__table">
          <summary>
            <Trans>
              Show the table<span className="visually-hidden"> of {named}</span>
            </Trans>
          </summary>
          <FiguresTable label={t`Table of ${named}`} first={first} columns={columns} rows={rows} format={format} />
        </details>
      </figure>
      <p className="overview-figure__links">{links}</p>
    </section>
  );
}

/** A figure of counts per day: days as the axis and the rows show them, counts as numbers. */
export function DailyFigure(p: Omit<FigureProps, 'first' | 'axisLabel' | 'rowLabel' | 'format'>) {
  const { t } = useLingui();
  const f = useFormat();
  const rowLabel = useCallback((day: string) => f.date(day), [f]);
  return <Figure {...p} first={t`Day`} axisLabel={f.dayShort} rowLabel={rowLabel} format={f.number} />;
}
