import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ShownPrice } from '../../catalogue/courses.ts';

/** The course page's side card: its picture, the price (the struck one beside it), what is included, Enroll Now. */
export function EnrollCard({
  image,
  price,
  enrollTo,
}: {
  image: ReactNode;
  price: ShownPrice | undefined;
  enrollTo: string;
}) {
  const { t } = useLingui();
  const struck = price?.struck;
  return (
    <aside className="enroll-card" aria-labelledby="enroll-title">
      {image}
      <h2 id="enroll-title" className="enroll-card__title">
        <Trans>Enroll in this course</Trans>
      </h2>
      {price && (
        <p className="price">
          {struck != null && (
            <>
              <s aria-label={t`was ₹${struck}`}>₹{struck}</s>{' '}
            </>
          )}
          <strong>₹{price.now}</strong>
        </p>
      )}
      <ul className="check-list">
        <li>
          <Trans>Online classes, at your pace</Trans>
        </li>
        <li>
          <Trans>Mentor support and live project</Trans>
        </li>
        <li>
          <Trans>Certificate you can verify</Trans>
        </li>
      </ul>
      <Link to={enrollTo} className="button button--block">
        <Trans>Enroll Now</Trans>
      </Link>
    </aside>
  );
}
