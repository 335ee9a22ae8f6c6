import { Trans, useLingui } from '@lingui/react/macro';
import { FACILITY_TOO_EASY, FACILITY_TOO_HARD, MIN_ATTEMPTS_TO_JUDGE } from 'shared/question-stats';
import type { QuestionFlag } from '../../../api/question-stats.ts';
import { useFormat } from '../../../i18n/useFormat.ts';

/** A question's flags in words (never a colour or an icon alone), as a list; "None" without any. */
export function StatFlags({ flags }: { flags: readonly QuestionFlag[] }) {
  const { t } = useLingui();
  const format = useFormat();
  if (flags.length === 0)
    return (
      <span className="muted">
        <Trans>None</Trans>
      </span>
    );
  const high = `${format.number(FACILITY_TOO_EASY * 100)} %`;
  const low = `${format.number(FACILITY_TOO_HARD * 100)} %`;
  const min = format.number(MIN_ATTEMPTS_TO_JUDGE);
  const words: Record<QuestionFlag, string> = {
    tooEasy: t`Too easy: over ${high} answer it right`,
    tooHard: t`Too hard: under ${low} answer it right (is the right option right?)`,
    negativeDiscrimination: t`Negative discrimination: those who did well on the rest of the test got it wrong more often`,
    fewAttempts: t`Too few attempts to judge (under ${min})`,
  };
  return (
    <ul className="stats-flags">
      {flags.map((f) => (
        <li key={f} className={`stats-flag stats-flag--${f}`}>
          {words[f]}
        </li>
      ))}
    </ul>
  );
}
