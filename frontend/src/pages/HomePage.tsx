import { useState } from 'react';
import { Link } from 'react-router';
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
import { PageSection } from '../components/PageSection.tsx';


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

      <PageSection id="why-title" title="Why Choose Our Software">
        <FeatureGrid items={homeFeatures} />
      </PageSection>

      <PageSection id="courses-title" title="Courses and internships" tint>
        <p className="section__lead">Every course is online, with a certificate at the end. ₹499 for the whole internship.</p>
        <HomeCourseGrid courses={homeCourses} />
      </PageSection>

      <PageSection id="services-title" title="Services We're Delivering Right Now">
        <FeatureGrid items={services} />
      </PageSection>

      <PageSection id="gallery-title" title="Images & sample work" tint>
        <Gallery />
      </PageSection>

      <ReferralModal open={referOpen} onClose={() => setReferOpen(false)} />
    </>
  );
}
