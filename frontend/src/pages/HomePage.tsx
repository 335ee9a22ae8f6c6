import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { HomeCourseGrid } from '../components/CourseGrid.tsx';
import { Gallery } from '../components/Gallery.tsx';
import { ReferralModal } from '../components/ReferralModal.tsx';
import { art } from '../content/art.ts';
import { homeCourses } from '../content/courses.ts';
import { homeFeatures, services } from '../content/features.ts';
import { useBlockDevtoolsKeys } from '../hooks/useBlockDevtools.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { useSiteConfig } from '../stores/site-config.ts';
import './HomePage.css';


export default function HomePage() {
  useDocumentTitle('');
  const [referOpen, setReferOpen] = useState(false);
  const blockDevtools = useSiteConfig((s) => s.config.blockDevtools);
  useBlockDevtoolsKeys(blockDevtools);

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__text">
            <h1 id="hero-title" className="hero__title">
              Improve your business By implementing our managing Software
            </h1>
            <p className="hero__lead">
              Billing, reports and records for small businesses, and online courses with certified internships for students. Join for just ₹500,
              online classes only.
            </p>
            <p className="button-row">
              <Link to="/internship" className="button button--accent">
                We offer Internship
              </Link>
              <button type="button" className="button button--light" onClick={() => setReferOpen(true)} aria-haspopup="dialog">
                Refer &amp; Earn
              </button>
              <Link to="/registration" className="button button--light">
                Register
              </Link>
              <Link to="/login" className="button button--outline-light">
                Login
              </Link>
            </p>
          </div>
          <img className="hero__art" src={art('hero')} alt="" width="480" height="320" fetchPriority="high" />
        </div>
      </section>

      <section className="section" aria-labelledby="why-title">
        <div className="container">
          <h2 id="why-title" className="section__title">
            Why Choose Our Software
          </h2>
          <FeatureGrid items={homeFeatures} />
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="courses-title">
        <div className="container">
          <h2 id="courses-title" className="section__title">
            Courses and internships
          </h2>
          <p className="section__lead">Every course is online, with a certificate at the end. ₹499 for the whole internship.</p>
          <HomeCourseGrid courses={homeCourses} />
        </div>
      </section>

      <section className="section" aria-labelledby="services-title">
        <div className="container">
          <h2 id="services-title" className="section__title">
            Services We're Delivering Right Now
          </h2>
          <FeatureGrid items={services} />
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="gallery-title">
        <div className="container">
          <h2 id="gallery-title" className="section__title">
            Images &amp; sample work
          </h2>
          <Gallery />
        </div>
      </section>

      <ReferralModal open={referOpen} onClose={() => setReferOpen(false)} />
    </>
  );
}
