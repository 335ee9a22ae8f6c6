import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { EXTRA_COURSE_INFO_FEE } from '../../content/intern.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useFormat } from '../../i18n/useFormat.ts';
import { InfoCard } from '../../components/InfoCard.tsx';

/** /extranotify: what an extra course gives and costs, and where to apply. */
export default function ExtraNotifyPage() {
  const { t } = useLingui();
  const format = useFormat();
  const fee = format.rupees(EXTRA_COURSE_INFO_FEE);
  useDocumentTitle(t`Extra courses`);
  return (
    <InfoCard id="notify-title" title={t`Learn one more skill`}>
      <ul className="check-list info-card__list">
        <li>
          <Icon name="teacher" size={18} /> <Trans>Course guides and study material will be mailed to you.</Trans>
        </li>
        <li>
          <Icon name="paper" size={18} /> <Trans>Your offer letter will be mailed once your payment is verified.</Trans>
        </li>
        <li>
          <Icon name="certificate" size={18} /> <Trans>Your certificate will be mailed when the course ends.</Trans>
        </li>
        <li>
          <Icon name="rupee" size={18} />{' '}
          <Trans>
            The fee is <strong>350 rupees</strong> ({fee}), paid by UPI.
          </Trans>
        </li>
      </ul>
      <Link className="button" to="/extracourse">
        <Trans>Apply Here</Trans>
      </Link>
      <p className="muted info-card__foot">
        <Link to="/dashboard">
          <Trans>Back to dashboard</Trans>
        </Link>
      </p>
    </InfoCard>
  );
}
