import { Link } from 'react-router';
import { PageIntro } from '../components/PageIntro.tsx';
import { StarRating } from '../components/StarRating.tsx';
import { art } from '../content/art.ts';
import { PRICE, UPDATED_ON } from '../content/courses.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import './CourseInnerPage.css';

const modules = [
  { title: 'JavaScript basics', points: ['Values, variables and types', 'Conditions and loops', 'Functions and scope'] },
  { title: 'Working with data', points: ['Arrays and objects', 'map, filter and reduce', 'JSON'] },
  { title: 'The browser', points: ['The DOM and events', 'Forms and validation', 'Accessibility basics'] },
  { title: 'Asynchronous JavaScript', points: ['Promises and async/await', 'fetch and APIs', 'Error handling'] },
  { title: 'Modern tooling', points: ['Modules and npm', 'Debugging in DevTools', 'Git and GitHub'] },
  { title: 'Final project', points: ['Plan a small app', 'Build it with a mentor', 'Present and get a review'] },
];

export default function CourseInnerPage() {
  useDocumentTitle('JavaScript course');
  return (
    <>
      <PageIntro title="JavaScript: from zero to your first app" eyebrow="Course">
        <StarRating count={512} />
        <p>
          Learn the language of the web step by step, online, with a mentor. Updated {UPDATED_ON}.
        </p>
      </PageIntro>
      <section className="section">
        <div className="container two-col two-col--wide-left">
          <div>
            <h2 className="section__title">What you will learn</h2>
            <ol className="module-list">
              {modules.map((m) => (
                <li key={m.title} className="module">
                  <h3 className="module__title">{m.title}</h3>
                  <ul>
                    {m.points.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </div>
          <aside className="enroll-card" aria-labelledby="enroll-title">
            <img src={art('course-javascript')} alt="" width="320" height="180" loading="lazy" />
            <h2 id="enroll-title" className="enroll-card__title">
              Enroll in this course
            </h2>
            <p className="price">
              <s aria-label="was ₹799">₹799</s> <strong>₹{PRICE}</strong>
            </p>
            <ul className="check-list">
              <li>Online classes, at your pace</li>
              <li>Mentor support and live project</li>
              <li>Certificate you can verify</li>
            </ul>
            <Link to="/registration" className="button button--block">
              Enroll Now
            </Link>
          </aside>
        </div>
      </section>
    </>
  );
}
