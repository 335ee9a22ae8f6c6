import type { AdminStudent } from '../../../api/admin.ts';

/** What to check before validating: a UTR or a screenshot another enrolment also gave. */
export function Flags({ s }: { s: AdminStudent }) {
  const { repeatedUtr, repeatedScreenshot } = s.flags;
  if (!repeatedUtr.length && !repeatedScreenshot.length) return <span className="muted">None</span>;
  return (
    <ul className="flags">
      {repeatedUtr.length > 0 && <li className="flag">UTR also used by #{repeatedUtr.join(', #')}</li>}
      {repeatedScreenshot.length > 0 && <li className="flag">Same screenshot as #{repeatedScreenshot.join(', #')}</li>}
    </ul>
  );
}

export const isFlagged = (s: AdminStudent) => s.flags.repeatedUtr.length > 0 || s.flags.repeatedScreenshot.length > 0;
