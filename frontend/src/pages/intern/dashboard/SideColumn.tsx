import { Link } from 'react-router-dom';
import { coursesWeOffer, whatsNew } from '../../../content/intern.ts';

/** What's new and the courses on offer, beside the dashboard. */
export function SideColumn() {
  return (
    <>
      <section className="dash-card" aria-labelledby="new-title">
        <h2 id="new-title" className="dash-card__title">
          What&apos;s New
        </h2>
        <ul className="tips">
          {whatsNew.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>
      <section className="dash-card" aria-labelledby="we-offer-title">
        <h2 id="we-offer-title" className="dash-card__title">
          Courses We Offer
        </h2>
        <ul className="tips">
          {coursesWeOffer.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <Link to="/extracourse">Add an extra course</Link>
      </section>
    </>
  );
}
