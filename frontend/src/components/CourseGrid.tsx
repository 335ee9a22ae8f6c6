import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicCourse } from 'shared/api/catalogue';
import { useInLanguage } from '../catalogue/useCatalogueText.ts';
import { UPDATED_ON } from '../content/courses.ts';
import { useFormat } from '../i18n/useFormat.ts';
import { CourseImage } from './CourseImage.tsx';
import { StarRating } from './StarRating.tsx';
import './CourseGrid.css';

/** A course's card: image, title (the card's one link where it opens the course page), summary, stars, then its foot. */
function Card({ course, link, children }: { course: PublicCourse; link?: string; children: ReactNode }) {
  const text = useInLanguage();
  const title = text(course.cardTitle);
  const summary = text(course.summary);
  return (
    <li className={link ? 'card card--link' : 'card'}>
      <CourseImage image={course.image} className="card__image" />
      <div className="card__body">
        <h3 className="card__title">
          {link ? (
            <Link to={link} className="card__stretched">
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        {summary && <p className="card__blurb">{summary}</p>}
        <StarRating count={course.ratings} />
        {children}
      </div>
    </li>
  );
}

/** 'Updated 09/07/25': the specification's date, as written. */
function Updated() {
  return (
    <span className="card__updated">
      <Trans>Updated {UPDATED_ON}</Trans>
    </span>
  );
}

/** Home page cards: image, title, stars, rating count, the course's fee, 'Updated 09/07/25', Register. */
export function HomeCourseGrid({ courses }: { courses: PublicCourse[] }) {
  const { t } = useLingui();
  const text = useInLanguage();
  const format = useFormat();
  return (
    <ul className="card-grid">
      {courses.map((c) => {
        const title = text(c.cardTitle);
        return (
          <Card key={c.id} course={c}>
            <p className="card__meta">
              <span className="card__price">{format.rupees(c.fee.registration)}</span>
              <Updated />
            </p>
            <Link to="/registration" className="button button--block" aria-label={t`Register for ${title}`}>
              <Trans>Register</Trans>
            </Link>
          </Card>
        );
      })}
    </ul>
  );
}

/** /courses cards: the whole card opens the course's page, /course-inner (one link, stretched over the card). */
export function CatalogueGrid({ courses }: { courses: PublicCourse[] }) {
  return (
    <ul className="card-grid">
      {courses.map((c) => (
        <Card key={c.id} course={c} link={`/course-inner?course=${encodeURIComponent(c.slug)}`}>
          <p className="card__meta">
            <Updated />
            <span className="card__more" aria-hidden="true">
              <Trans>View course →</Trans>
            </span>
          </p>
        </Card>
      ))}
    </ul>
  );
}
