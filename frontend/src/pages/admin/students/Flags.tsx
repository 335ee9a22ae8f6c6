import { Trans } from '@lingui/react/macro';
import type { AdminStudent } from '../../../api/admin.ts';
import { None } from '../../../components/None.tsx';

/**
 * What to check before validating: a UTR or a screenshot another enrolment also gave, and what the
 * screenshot was read to say that does not agree (shared/payment-checks).
 */
export function Flags({ s }: { s: AdminStudent }) {
  const { repeatedUtr, repeatedScreenshot } = s.flags;
  if (!isFlagged(s)) return <None />;
  return (
    <ul className="flags">
      {s.paymentFlags.map((f) => (
        <li key={f.code} className="flag">
          {f.words}
        </li>
      ))}
      {repeatedUtr.length > 0 && (
        <li className="flag">
          <Trans>UTR also used by #{repeatedUtr.join(', #')}</Trans>
        </li>
      )}
      {repeatedScreenshot.length > 0 && (
        <li className="flag">
          <Trans>Same screenshot as #{repeatedScreenshot.join(', #')}</Trans>
        </li>
      )}
    </ul>
  );
}

export const isFlagged = (s: AdminStudent) =>
  s.flags.repeatedUtr.length > 0 || s.flags.repeatedScreenshot.length > 0 || s.paymentFlags.length > 0;
