import { Link } from 'react-router-dom';
import { art } from '../content/art.ts';
import { PRICE, UPDATED_ON, type CourseCard } from '../content/courses.ts';
import { StarRating } from './StarRating.tsx';
import './CourseGrid.css';

/** Home page cards: image, title, stars, rating count, ₹499, 'Updated 09/07/25', Register. */
export function HomeCourseGrid({ courses }: { courses: CourseCard[] }) {
  return (
    <ul className="card-grid">
      {courses.map((c) => (
        <li key={c.title} className="card">
          <img className="card__image" src={art(c.image)} alt="" width="320" height="180" loading="lazy" decoding="async" />
          <div className="card__body">
            <h3 className="card__title">{c.title}</h3>
            <p className="card__blurb">{c.blurb}</p>
            <StarRating count={c.ratings} />
            <p className="card__meta">
              <span className="card__price">₹{PRICE}</span>
              <span className="card__updated">Updated {UPDATED_ON}</span>
            </p>
            <Link to="/registration" className="button button--block" aria-label={`Register for ${c.title}`}>
              Register
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /courses cards: the whole card opens /course-inner (one link, stretched over the card). */
export function CatalogueGrid({ courses }: { courses: CourseCard[] }) {
  return (
    <ul className="card-grid">
      {courses.map((c) => (
        <li key={c.title} className="card card--link">
          <img className="card__image" src={art(c.image)} alt="" width="320" height="180" loading="lazy" decoding="async" />
          <div className="card__body">
            <h3 className="card__title">
              <Link to="/course-inner" className="card__stretched">
                {c.title}
              </Link>
            </h3>
            <p className="card__blurb">{c.blurb}</p>
            <StarRating count={c.ratings} />
            <p className="card__meta">
              <span className="card__updated">Updated {UPDATED_ON}</span>
              <span className="card__more" aria-hidden="true">
                View course →
              </span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
