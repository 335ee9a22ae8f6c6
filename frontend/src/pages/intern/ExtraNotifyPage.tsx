import { Link } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { EXTRA_COURSE_FORM, EXTRA_COURSE_INFO_FEE, resourceLink } from '../../content/intern.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useSiteConfig } from '../../stores/site-config.ts';
import { InfoCard } from '../../components/InfoCard.tsx';

/** /extranotify: what an extra course gives and costs, and where to apply. */
export default function ExtraNotifyPage() {
  useDocumentTitle('Extra courses');
  const form = useSiteConfig((s) => resourceLink(s.config.resourceLinks, EXTRA_COURSE_FORM));
  return (
    <InfoCard id="notify-title" title="Learn one more skill">
        <ul className="check-list info-card__list">
          <li>
            <Icon name="teacher" size={18} /> Course guides and study material will be mailed to you.
          </li>
          <li>
            <Icon name="paper" size={18} /> Your offer letter will be mailed once your payment is verified.
          </li>
          <li>
            <Icon name="certificate" size={18} /> Your certificate will be mailed when the course ends.
          </li>
          <li>
            <Icon name="rupee" size={18} /> The fee is <strong>350 rupees</strong> (₹{EXTRA_COURSE_INFO_FEE}), paid by UPI.
          </li>
        </ul>
        {form ? (
          <a className="button" href={form} target="_blank" rel="noopener noreferrer">
            Apply Here<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <Link className="button" to="/extracourse">
            Apply Here
          </Link>
        )}
        <p className="muted info-card__foot">
          <Link to="/dashboard">Back to dashboard</Link>
        </p>
    </InfoCard>
  );
}
