import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PageIntro } from '../components/PageIntro.tsx';
import { useCatalogue } from '../api/queries/catalogue.ts';
import { optionsOf, shownPrice } from '../catalogue/courses.ts';
import { useInLanguage } from '../catalogue/useCatalogueText.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import '../components/FeatureGrid.css';
import { PageSection } from '../components/PageSection.tsx';

const benefits: { title: MessageDescriptor; desc: MessageDescriptor }[] = [
  { title: msg`Live projects`, desc: msg`Work on real project tasks with a mentor who reviews your code.` },
  {
    title: msg`Study materials and source code`,
    desc: msg`Projects, basic source codes, study materials and assignments on your dashboard.`,
  },
  {
    title: msg`Three online tests`,
    desc: msg`Test 1 (HTML, CSS, React) is compulsory; Tests 2 and 3 are optional practice.`,
  },
  { title: msg`Offer letter`, desc: msg`An offer letter (PDF) by e-mail as soon as your enrolment is confirmed.` },
  {
    title: msg`Completion certificate`,
    desc: msg`Available on your end date, with a QR code and link anyone can verify.`,
  },
  { title: msg`Test certificate`, desc: msg`A certificate with your Test 1 score.` },
];

/** How to join; the second step names the fee (when the catalogue is known). */
const steps = (price: number | undefined): MessageDescriptor[] => [
  msg`Register: fill in the form and choose your course and your start and end dates.`,
  price === undefined
    ? msg`Pay by UPI (scan the QR code or pay to our UPI id) and upload the payment screenshot.`
    : msg`Pay ₹${price} by UPI (scan the QR code or pay to our UPI id) and upload the payment screenshot.`,
  msg`We check your payment within 2 to 4 hours and send you a confirmation e-mail.`,
  msg`Log in to your dashboard: materials, tests, offer letter and, at the end, your certificate.`,
];

export default function InternshipPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Internship`);
  const text = useInLanguage();
  const { data: catalogue } = useCatalogue();
  const shown = catalogue && shownPrice(catalogue);
  const price = shown?.now;
  const struck = shown?.struck;
  return (
    <>
      <PageIntro title={t`Certified online internship`} eyebrow={t`Internship`}>
        <p>
          <Trans>
            Learn by doing, from home. Pick a course, choose your dates and get an offer letter and a certificate you
            can verify.
          </Trans>
          {price !== undefined && (
            <>
              {' '}
              {struck != null ? (
                <Trans>
                  For <s aria-label={t`was ₹${struck}`}>₹{struck}</s> <strong>₹{price}</strong>.
                </Trans>
              ) : (
                <Trans>
                  For <strong>₹{price}</strong>.
                </Trans>
              )}
            </>
          )}
        </p>
      </PageIntro>
      <PageSection id="get-title" title={t`What you get`}>
        <ul className="feature-grid">
          {benefits.map((b) => (
            <li key={b.title.id} className="feature">
              <h3 className="feature__title">{i18n._(b.title)}</h3>
              <p className="feature__desc">{i18n._(b.desc)}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <section className="section section--tint" aria-labelledby="facts-title">
        <div className="container two-col">
          <div>
            <h2 id="facts-title" className="section__title">
              <Trans>Fee, duration and certificate</Trans>
            </h2>
            <dl className="facts">
              <dt>
                <Trans>Fee</Trans>
              </dt>
              <dd>
                {price === undefined ? (
                  <Trans>Once, paid by UPI. No other charges. Optional extra courses are paid separately.</Trans>
                ) : (
                  <Trans>
                    ₹{price} once, paid by UPI. No other charges. Optional extra courses are paid separately.
                  </Trans>
                )}
              </dd>
              <dt>
                <Trans>Duration</Trans>
              </dt>
              <dd>
                <Trans>You choose the start and end dates when you register; most interns pick 1 to 3 months.</Trans>
              </dd>
              <dt>
                <Trans>Classes</Trans>
              </dt>
              <dd>
                <Trans>Online only. Learn at your pace with mentor support.</Trans>
              </dd>
              <dt>
                <Trans>Certificate</Trans>
              </dt>
              <dd>
                <Trans>
                  On your end date. It shows your name, college, course, dates and a certificate number, and can be
                  verified online.
                </Trans>
              </dd>
            </dl>
          </div>
          <div>
            <h2 className="section__title">
              <Trans>How to join</Trans>
            </h2>
            <ol className="steps">
              {steps(price).map((s) => (
                <li key={s.id}>{i18n._(s)}</li>
              ))}
            </ol>
            <p className="button-row">
              <Link to="/registration" className="button">
                <Trans>Register now</Trans>
              </Link>
              <Link to="/login" className="button button--ghost">
                <Trans>Login</Trans>
              </Link>
            </p>
          </div>
        </div>
      </section>
      <PageSection id="tracks-title" title={t`Internship tracks`}>
        <ul className="tag-list">
          {catalogue &&
            optionsOf(catalogue, 'registration').map((c) => (
              <li key={c.id} className="tag">
                {text(c.name)}
              </li>
            ))}
        </ul>
      </PageSection>
    </>
  );
}
