import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { trustBadges } from '../content/company.ts';
import { useShownPrice } from '../catalogue/useCatalogueText.ts';
import { courseFeatures } from '../content/features.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { useSiteConfig } from '../stores/site-config.ts';
import './AboutPage.css';
import { PageSection } from '../components/PageSection.tsx';

export default function AboutPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`About us`);
  const companyName = useSiteConfig((s) => s.config.companyName);
  const price = useShownPrice()?.now;
  return (
    <>
      <PageIntro title={t`About ${companyName}`} eyebrow={t`About us`}>
        <p>
          <Trans>
            We are a small, remote team from Tamil Nadu. We build management software for small businesses and
            industries, and we teach: online tech courses and certified internships for students who want real skills at
            a fair price.
          </Trans>
        </p>
      </PageIntro>
      <section className="section" aria-labelledby="story-title">
        <div className="container two-col">
          <div>
            <h2 id="story-title" className="section__title">
              <Trans>What we do</Trans>
            </h2>
            <p>
              <Trans>
                Our software replaces paper registers with a simple, paperless workflow: automated calculations, instant
                PDF bills, reports, invoices and receipts, customizable modules and one central store for your data, at
                a price small businesses can afford.
              </Trans>
            </p>
            <p>
              <Trans>
                The same developers teach our courses: UI/UX, Full Stack, Front-End, Back-End, Embedded/IoT, Java, C, MS
                Excel data entry and medical coding. Classes are online only, so anyone with a phone or laptop can join.
              </Trans>
            </p>
          </div>
          <div>
            <h2 className="section__title">
              <Trans>Our promise</Trans>
            </h2>
            <ul className="check-list">
              <li>
                {price === undefined ? (
                  <Trans>Clear prices, shown before you pay.</Trans>
                ) : (
                  <Trans>Clear prices: ₹{price} for an internship, shown before you pay.</Trans>
                )}
              </li>
              <li>
                <Trans>Real people check every payment and reply within 2 to 4 hours.</Trans>
              </li>
              <li>
                <Trans>Certificates anyone can verify on this site.</Trans>
              </li>
              <li>
                <Trans>
                  Questions? <Link to="/contact">Contact us</Link>; we answer every message.
                </Trans>
              </li>
            </ul>
          </div>
        </div>
      </section>
      <PageSection id="features-title" title={t`How we teach`} tint>
        <FeatureGrid items={courseFeatures} />
      </PageSection>
      <PageSection id="trust-title" title={t`Why you can trust us`}>
        <ul className="badge-grid">
          {trustBadges.map((b) => (
            <li key={b.title.id} className="badge">
              <h3 className="badge__title">{i18n._(b.title)}</h3>
              <p>{i18n._(b.desc)}</p>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
