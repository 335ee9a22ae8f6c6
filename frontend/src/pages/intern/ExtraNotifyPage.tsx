import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { useCatalogue } from '../../api/queries/catalogue.ts';
import { extraCourseTopFee } from '../../catalogue/courses.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useFormat } from '../../i18n/useFormat.ts';
import { InfoCard } from '../../components/InfoCard.tsx';

/**
 * /extranotify: what an extra course gives and costs (the published catalogue's highest extra-course amount:
 * the seed's 350 rupees), and where to apply. Without a catalogue yet, the fee's line waits for it.
 */
export default function ExtraNotifyPage() {
  const { t } = useLingui();
  const format = useFormat();
  const { data: catalogue } = useCatalogue();
  const rupees = catalogue && extraCourseTopFee(catalogue);
  const fee = rupees === undefined ? '' : format.rupees(rupees);
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
        {rupees !== undefined && (
          <li>
            <Icon name="rupee" size={18} />{' '}
            <Trans>
              The fee is <strong>{rupees} rupees</strong> ({fee}), paid by UPI.
            </Trans>
          </li>
        )}
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
