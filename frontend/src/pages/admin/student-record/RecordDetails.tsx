import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { StudentRecord } from '../../../api/admin.ts';
import { Flags } from '../students/Flags.tsx';
import { ScreenshotReading } from '../students/ScreenshotReading.tsx';
import { RecordSection } from './RecordSection.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { momentOf } from '../moment.ts';
import { TEST_MARK_OUT_OF } from 'shared/business';

/** Who the student is, what they paid with, and where their enrolment stands. */
export function RecordDetails({ record }: { record: StudentRecord }) {
  const { t } = useLingui();
  const f = useFormat();
  const { student: s, referral } = record;
  const validatedAt = momentOf(f, s.validatedAt);
  const validatedBy = record.validatedBy;
  const consentAt = momentOf(f, record.consentAt);
  const credited = referral.referralsCredited;
  const ownCode = referral.ownCode;
  const rows: [string, ReactNode][] = [
    [t`Intern id`, s.internId],
    [t`E-mail`, s.email],
    // Unproven, nothing (a referrer record, an erasure's reach) is linked by the address.
    [
      t`E-mail proven`,
      record.emailVerifiedAt
        ? t`Yes, ${f.dateTime(record.emailVerifiedAt)}`
        : record.emailDisownedAt
          ? t`No: blocked (see above)`
          : t`Not yet (the mailed link was not used)`,
    ],
    [t`Phone`, s.phone],
    [t`College`, s.college],
    [t`Department`, s.department],
    [t`Course`, s.course],
    [t`Internship`, t`${f.date(s.startDate)} to ${f.date(s.endDate)}`],
    [t`Registered`, f.dateTime(s.createdAt)],
    [t`UTR`, s.utr ?? '—'],
    [
      t`Enrolment`,
      s.validated
        ? validatedBy
          ? t`Validated ${validatedAt} by ${validatedBy}`
          : t`Validated ${validatedAt}`
        : t`Waiting for validation`,
    ],
    [t`Test 1`, s.testMark == null ? t`Not taken` : `${f.number(s.testMark)} / ${f.number(TEST_MARK_OUT_OF)}`],
    [
      t`Referral code used`,
      referral.codeUsed ? `${referral.codeUsed}${referral.referrerName ? ` (${referral.referrerName})` : ''}` : t`None`,
    ],
    [
      t`Refers others`,
      ownCode
        ? plural(credited, {
            one: `Code ${ownCode}: # referral counted`,
            other: `Code ${ownCode}: # referrals counted`,
          })
        : t`No`,
    ],
    [
      t`Privacy consent`,
      record.consentVersion ? t`notice ${record.consentVersion}, ${consentAt}` : t`before the notice`,
    ],
  ];
  return (
    <RecordSection id="record-details" title={t`Details`}>
      {record.emailDisownedAt && (
        <p className="notice notice--error" data-testid="email-disowned">
          <Trans>
            ⚠️ The owner of {s.email} said on {f.dateTime(record.emailDisownedAt)} that they did not register (This
            wasn&apos;t me). This account cannot confirm that address and no mail goes to it. Correct the e-mail once
            the intern gives theirs.
          </Trans>
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
      <h3>
        <Trans>The payment</Trans>
      </h3>
      <ScreenshotReading s={s} />
      <p>
        <Trans>
          Flags: <Flags s={s} />
        </Trans>
      </p>
      {s.screenshotUrl && (
        <p>
          <a href={s.screenshotUrl} target="_blank" rel="noopener noreferrer">
            <Trans>
              Payment screenshot<span className="visually-hidden"> (opens in a new tab)</span>
            </Trans>
          </a>
        </p>
      )}
    </RecordSection>
  );
}
