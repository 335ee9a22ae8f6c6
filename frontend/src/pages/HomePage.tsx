import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { HomeCourseGrid } from '../components/CourseGrid.tsx';
import { Gallery } from '../components/Gallery.tsx';
import { ReferralModal } from '../components/ReferralModal.tsx';
import { art } from '../content/art.ts';
import { useCatalogue } from '../api/queries/catalogue.ts';
import { cardsOf } from '../catalogue/courses.ts';
import { useShownPrice } from '../catalogue/useCatalogueText.ts';
import { CatalogueStatus } from '../components/CatalogueStatus.tsx';
import { homeFeatures, services } from '../content/features.ts';
import { useBlockDevtoolsKeys } from '../hooks/useBlockDevtools.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { useSiteConfig } from '../stores/site-config.ts';
import './HomePage.css';
import { PageSection } from '../components/PageSection.tsx';

export default function HomePage() {
  const { t } = useLingui();
  useDocumentTitle('');
  const [referOpen, setReferOpen] = useState(false);
  const blockDevtools = useSiteConfig((s) => s.config.blockDevtools);
  useBlockDevtoolsKeys(blockDevtools);
  const catalogue = useCatalogue();
  const price = useShownPrice()?.now;

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__text">
            <h1 id="hero-title" className="hero__title">
              <Trans>Improve your business By implementing our managing Software</Trans>
            </h1>
            <p className="hero__lead">
              <Trans>
                Billing, reports and records for small businesses, and online courses with certified internships for
                students.
              </Trans>{' '}
              {price === undefined ? (
                <Trans>Online classes only.</Trans>
              ) : (
                <Trans>Join for just ₹{price}, online classes only.</Trans>
              )}
            </p>
            <p className="button-row">
              <Link to="/internship" className="button button--accent">
                <Trans>We offer Internship</Trans>
              </Link>
              <button
                type="button"
                className="button button--light"
                onClick={() => setReferOpen(true)}
                aria-haspopup="dialog"
              >
                <Trans>Refer &amp; Earn</Trans>
              </button>
              <Link to="/registration" className="button button--light">
                <Trans>Register</Trans>
              </Link>
              <Link to="/login" className="button button--outline-light">
                <Trans>Login</Trans>
              </Link>
            </p>
          </div>
          <img className="hero__art" src={art('hero')} alt="" width="480" height="320" fetchPriority="high" />
        </div>
      </section>

      <PageSection id="why-title" title={t`Why Choose Our Software`}>
        <FeatureGrid items={homeFeatures} />
      </PageSection>

      <PageSection id="courses-title" title={t`Courses and internships`} tint>
        <p className="section__lead">
          <Trans>Every course is online, with a certificate at the end.</Trans>{' '}
          {price !== undefined && <Trans>₹{price} for the whole internship.</Trans>}
        </p>
        <CatalogueStatus query={catalogue} />
        {catalogue.data && <HomeCourseGrid courses={cardsOf(catalogue.data, 'home')} />}
      </PageSection>

      <PageSection id="services-title" title={t`Services We're Delivering Right Now`}>
        <FeatureGrid items={services} />
      </PageSection>

      <PageSection id="gallery-title" title={t`Images & sample work`} tint>
        <Gallery />
      </PageSection>

      <ReferralModal open={referOpen} onClose={() => setReferOpen(false)} />
    </>
  );
}
