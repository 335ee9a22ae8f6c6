import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from 'shared/dates';
import type { StudentRecord } from '../../../api/admin.ts';
import { Flags } from '../students/Flags.tsx';
import { ScreenshotReading } from '../students/ScreenshotReading.tsx';
import { RecordSection } from './RecordSection.tsx';
import { TEST_MARK_OUT_OF } from 'shared/business';

/** Who the student is, what they paid with, and where their enrolment stands. */
export function RecordDetails({ record }: { record: StudentRecord }) {
  const { student: s, referral } = record;
  const rows: [string, ReactNode][] = [
    ['Intern id', s.internId],
    ['E-mail', s.email],
    // Unproven, nothing (a referrer record, an erasure's reach) is linked by the address (issue 25).
    ['E-mail proven', record.emailVerifiedAt ? `Yes, ${formatDateTime(record.emailVerifiedAt)}` : record.emailDisownedAt ? 'No: blocked (see above)' : 'Not yet (the mailed link was not used)'],
    ['Phone', s.phone],
    ['College', s.college],
    ['Department', s.department],
    ['Course', s.course],
    ['Internship', `${formatDate(s.startDate)} to ${formatDate(s.endDate)}`],
    ['Registered', formatDateTime(s.createdAt)],
    ['UTR', s.utr ?? '—'],
    ['Enrolment', s.validated ? `Validated ${formatDateTime(s.validatedAt)}${record.validatedBy ? ` by ${record.validatedBy}` : ''}` : 'Waiting for validation'],
    ['Test 1', s.testMark == null ? 'Not taken' : `${s.testMark} / ${TEST_MARK_OUT_OF}`],
    ['Referral code used', referral.codeUsed ? `${referral.codeUsed}${referral.referrerName ? ` (${referral.referrerName})` : ''}` : 'None'],
    ['Refers others', referral.ownCode ? `Code ${referral.ownCode}: ${referral.referralsCredited} referral(s) counted` : 'No'],
    ['Privacy consent', record.consentVersion ? `notice ${record.consentVersion}, ${formatDateTime(record.consentAt)}` : 'before the notice'],
  ];
  return (
    <RecordSection id="record-details" title="Details">
      {record.emailDisownedAt && (
        <p className="notice notice--error" data-testid="email-disowned">
          ⚠️ The owner of {s.email} said on {formatDateTime(record.emailDisownedAt)} that they did not register (This wasn't me). This account cannot
          confirm that address and no mail goes to it. Correct the e-mail once the intern gives theirs.
        </p>
      )}
      <dl className="record-facts">
        {rows.map(([k, v]) => (
          <div key={k} className="record-facts__row">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <h3>The payment</h3>
      <ScreenshotReading s={s} />
      <p>
        Flags: <Flags s={s} />
      </p>
      {s.screenshotUrl && (
        <p>
          <a href={s.screenshotUrl} target="_blank" rel="noopener noreferrer">
            Payment screenshot<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      )}
    </RecordSection>
  );
}
