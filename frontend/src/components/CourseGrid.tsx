import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { art } from '../content/art.ts';
import { PRICE, UPDATED_ON, type CourseCard } from '../content/courses.ts';
import { StarRating } from './StarRating.tsx';
import './CourseGrid.css';

/** A course's card: image, title (the card's one link where it opens the course page), blurb, stars, then its foot. */
function Card({ course, linked, children }: { course: CourseCard; linked?: boolean; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <li className={linked ? 'card card--link' : 'card'}>
      <img
        className="card__image"
        src={art(course.image)}
        alt=""
        width="320"
        height="180"
        loading="lazy"
        decoding="async"
      />
      <div className="card__body">
        <h3 className="card__title">
          {linked ? (
            <Link to="/course-inner" className="card__stretched">
              {course.title}
            </Link>
          ) : (
            course.title
          )}
        </h3>
        <p className="card__blurb">{i18n._(course.blurb)}</p>
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

/** Home page cards: image, title, stars, rating count, ₹499, 'Updated 09/07/25', Register. */
export function HomeCourseGrid({ courses }: { courses: CourseCard[] }) {
  const { t } = useLingui();
  return (
    <ul className="card-grid">
      {courses.map((c) => {
        const title = c.title;
        return (
          <Card key={c.title} course={c}>
            <p className="card__meta">
              <span className="card__price">₹{PRICE}</span>
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

/** /courses cards: the whole card opens /course-inner (one link, stretched over the card). */
export function CatalogueGrid({ courses }: { courses: CourseCard[] }) {
  return (
    <ul className="card-grid">
      {courses.map((c) => (
        <Card key={c.title} course={c} linked>
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
