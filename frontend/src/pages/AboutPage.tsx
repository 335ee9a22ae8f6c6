import { Link } from 'react-router';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { trustBadges } from '../content/company.ts';
import { PRICE } from '../content/courses.ts';
import { courseFeatures } from '../content/features.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { useSiteConfig } from '../stores/site-config.ts';
import './AboutPage.css';
import { PageSection } from '../components/PageSection.tsx';

export default function AboutPage() {
  useDocumentTitle('About us');
  const companyName = useSiteConfig((s) => s.config.companyName);
  return (
    <>
      <PageIntro title={`About ${companyName}`} eyebrow="About us">
        <p>
          We are a small, remote team from Tamil Nadu. We build management software for small businesses and industries, and we teach: online tech
          courses and certified internships for students who want real skills at a fair price.
        </p>
      </PageIntro>
      <section className="section" aria-labelledby="story-title">
        <div className="container two-col">
          <div>
            <h2 id="story-title" className="section__title">
              What we do
            </h2>
            <p>
              Our software replaces paper registers with a simple, paperless workflow: automated calculations, instant PDF bills, reports, invoices and
              receipts, customizable modules and one central store for your data, at a price small businesses can afford.
            </p>
            <p>
              The same developers teach our courses: UI/UX, Full Stack, Front-End, Back-End, Embedded/IoT, Java, C, MS Excel data entry and medical coding.
              Classes are online only, so anyone with a phone or laptop can join.
            </p>
          </div>
          <div>
            <h2 className="section__title">Our promise</h2>
            <ul className="check-list">
              <li>Clear prices: ₹{PRICE} for an internship, shown before you pay.</li>
              <li>Real people check every payment and reply within 2 to 4 hours.</li>
              <li>Certificates anyone can verify on this site.</li>
              <li>
                Questions? <Link to="/contact">Contact us</Link>; we answer every message.
              </li>
            </ul>
          </div>
        </div>
      </section>
      <PageSection id="features-title" title="How we teach" tint>
        <FeatureGrid items={courseFeatures} />
      </PageSection>
      <PageSection id="trust-title" title="Why you can trust us">
        <ul className="badge-grid">
          {trustBadges.map((b) => (
            <li key={b.title} className="badge">
              <h3 className="badge__title">{b.title}</h3>
              <p>{b.desc}</p>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
