import { Trans } from '@lingui/react/macro';
import type { OverviewPeriod } from 'shared/api/admin-overview';
import '../../../components/Field.css';

/** The periods offered (shared/api/admin-overview `overviewPeriods`, whose values stay on the server). */
const PERIODS: readonly OverviewPeriod[] = [7, 30, 90];
export const DEFAULT_PERIOD: OverviewPeriod = 30;

/** The address's ?days=, or the default when it is missing or not one of the periods. */
export function periodOf(value: string | null): OverviewPeriod {
  return PERIODS.find((p) => String(p) === value) ?? DEFAULT_PERIOD;
}

/** 'Last 7 days', 'Last 30 days', 'Last 90 days'. */
export function PeriodSelector({ days, onChange }: { days: OverviewPeriod; onChange: (days: OverviewPeriod) => void }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor="overview-period">
        <Trans>Period</Trans>
      </label>
      <select
        id="overview-period"
        className="field__input"
        value={days}
        onChange={(e) => onChange(periodOf(e.target.value))}
      >
        {PERIODS.map((p) => (
          <option key={p} value={p}>
            <Trans>Last {p} days</Trans>
          </option>
        ))}
      </select>
    </div>
  );
}
