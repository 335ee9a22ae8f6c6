import { Link } from 'react-router';
import { coursesWeOffer, whatsNew } from '../../../content/intern.ts';
import { DashCard } from './DashCard.tsx';

/** What's new and the courses on offer, beside the dashboard. */
export function SideColumn() {
  return (
    <>
      <DashCard id="new-title" title="What's New">
        <ul className="tips">
          {whatsNew.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </DashCard>
      <DashCard id="we-offer-title" title="Courses We Offer">
        <ul className="tips">
          {coursesWeOffer.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <Link to="/extracourse">Add an extra course</Link>
      </DashCard>
    </>
  );
}
