import { Link } from 'react-router';
import { PageIntro } from '../components/PageIntro.tsx';
import { PRICE, PRICE_BEFORE, registrationCourses } from '../content/courses.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import '../components/FeatureGrid.css';
import { PageSection } from '../components/PageSection.tsx';

const benefits = [
  { title: 'Live projects', desc: 'Work on real project tasks with a mentor who reviews your code.' },
  { title: 'Study materials and source code', desc: 'Projects, basic source codes, study materials and assignments on your dashboard.' },
  { title: 'Three online tests', desc: 'Test 1 (HTML, CSS, React) is compulsory; Tests 2 and 3 are optional practice.' },
  { title: 'Offer letter', desc: 'An offer letter (PDF) by e-mail as soon as your enrolment is confirmed.' },
  { title: 'Completion certificate', desc: 'Available on your end date, with a QR code and link anyone can verify.' },
  { title: 'Test certificate', desc: 'A certificate with your Test 1 score.' },
];

const steps = [
  'Register: fill in the form and choose your course and your start and end dates.',
  `Pay ₹${PRICE} by UPI (scan the QR code or pay to our UPI id) and upload the payment screenshot.`,
  'We check your payment within 2 to 4 hours and send you a confirmation e-mail.',
  'Log in to your dashboard: materials, tests, offer letter and, at the end, your certificate.',
];

export default function InternshipPage() {
  useDocumentTitle('Internship');
  return (
    <>
      <PageIntro title="Certified online internship" eyebrow="Internship">
        <p>
          Learn by doing, from home. Pick a course, choose your dates and get an offer letter and a certificate you can verify, for{' '}
          <s aria-label={`was ₹${PRICE_BEFORE}`}>₹{PRICE_BEFORE}</s> <strong>₹{PRICE}</strong>.
        </p>
      </PageIntro>
      <PageSection id="get-title" title="What you get">
        <ul className="feature-grid">
          {benefits.map((b) => (
            <li key={b.title} className="feature">
              <h3 className="feature__title">{b.title}</h3>
              <p className="feature__desc">{b.desc}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <section className="section section--tint" aria-labelledby="facts-title">
        <div className="container two-col">
          <div>
            <h2 id="facts-title" className="section__title">
              Fee, duration and certificate
            </h2>
            <dl className="facts">
              <dt>Fee</dt>
              <dd>
                ₹{PRICE} once, paid by UPI. No other charges. Optional extra courses are paid separately.
              </dd>
              <dt>Duration</dt>
              <dd>You choose the start and end dates when you register; most interns pick 1 to 3 months.</dd>
              <dt>Classes</dt>
              <dd>Online only. Learn at your pace with mentor support.</dd>
              <dt>Certificate</dt>
              <dd>On your end date. It shows your name, college, course, dates and a certificate number, and can be verified online.</dd>
            </dl>
          </div>
          <div>
            <h2 className="section__title">How to join</h2>
            <ol className="steps">
              {steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
            <p className="button-row">
              <Link to="/registration" className="button">
                Register now
              </Link>
              <Link to="/login" className="button button--ghost">
                Login
              </Link>
            </p>
          </div>
        </div>
      </section>
      <PageSection id="tracks-title" title="Internship tracks">
        <ul className="tag-list">
          {registrationCourses.map((c) => (
            <li key={c} className="tag">
              {c}
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
