import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DocumentKind, DocumentView } from '../../api/intern.ts';
import type { StudentUser } from '../../api/types.ts';
import { Icon } from '../../components/Icon.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { assignmentUploads, coursesOffered, coursesWeOffer, resourceLink, resourceNames, tests, whatsNew } from '../../content/intern.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useDocuments } from '../../hooks/useDocuments.ts';
import { formatDate } from 'shared/dates';
import { useSession } from '../../stores/session.ts';
import { useSiteConfig } from '../../stores/site-config.ts';
import { toast } from '../../stores/toast.ts';
import { claimPopup, DashboardReferral, POPUP_DELAY_MS } from './DashboardReferral.tsx';
import { WaitingScreen } from './WaitingScreen.tsx';
import { certificateNotYet, messages } from 'shared/messages';

export const CERTIFICATE_CHECK_MS = 1000;

function openInNewTab(path: string) {
  // (With 'noopener' in the features window.open always answers null, so it is cut off by hand.)
  const win = window.open(path, '_blank');
  if (win) win.opener = null;
  // A blocked pop-up: open it here instead, so the button never does nothing.
  else window.location.assign(path);
}

function Profile({ user }: { user: StudentUser }) {
  const prefix = useSiteConfig((s) => s.config.certificatePrefix);
  const rows: [string, string][] = [
    ['Name', user.name],
    ['Intern ID', user.internId || `${prefix}${user.id}`],
    ['Course', user.course],
    ['College', user.college],
    ['Department', user.department],
    ['Start date', formatDate(user.startDate)],
    ['End date', formatDate(user.endDate)],
    ['Duration', `${user.durationDays} days`],
  ];
  return (
    <section className="dash-card profile" aria-labelledby="profile-title">
      <h2 id="profile-title" className="dash-card__title">
        Profile
      </h2>
      <dl className="profile__list">
        {rows.map(([k, v]) => (
          <div key={k} className="profile__row">
            <dt>{k}</dt>
            <dd data-testid={`profile-${k.toLowerCase().replace(/\s+/g, '-')}`}>{v}</dd>
          </div>
        ))}
      </dl>
      <p className="profile__account">
        <Link to="/password">Change your password</Link>
      </p>
    </section>
  );
}

function Resources() {
  const links = useSiteConfig((s) => s.config.resourceLinks);
  return (
    <section className="dash-card" aria-labelledby="resources-title">
      <h2 id="resources-title" className="dash-card__title">
        Resources
      </h2>
      <ul className="resource-grid">
        {resourceNames.map((name) => {
          const href = resourceLink(links, name);
          return (
            <li key={name}>
              {href ? (
                <a className="resource" href={href} target="_blank" rel="noopener noreferrer">
                  <Icon name="paper" />
                  <span>{name}</span>
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                <span className="resource resource--off">
                  <Icon name="paper" />
                  <span>{name}</span>
                  <small>Link coming soon</small>
                </span>
              )}
            </li>
          );
        })}
        <li>
          <button type="button" className="resource" onClick={() => toast.info('Videos are uploading soon')}>
            <Icon name="rocket" />
            <span>Videos</span>
          </button>
        </li>
      </ul>
    </section>
  );
}

function TestsTable({ user }: { user: StudentUser }) {
  return (
    <section className="dash-card" aria-labelledby="tests-title">
      <h2 id="tests-title" className="dash-card__title">
        Tests
      </h2>
      <div className="table-wrap">
        <table className="table dash-table">
          <thead>
            <tr>
              <th scope="col">Test</th>
              <th scope="col">Status</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {tests.map((t) => {
              const done = t.n === 1 && user.testMark !== null && user.testMark !== undefined;
              return (
                <tr key={t.n} data-testid={`test-row-${t.n}`}>
                  <th scope="row">
                    Test {t.n}
                    <span className="test-topics">{t.topics}</span>
                  </th>
                  <td>
                    {done ? (
                      <span className="test-status test-status--done">
                        Completed <span className="test-mark">{user.testMark} / 25</span>
                      </span>
                    ) : t.compulsory ? (
                      <span className="test-status test-status--compulsory">Compulsory</span>
                    ) : (
                      <span className="test-status">Optional</span>
                    )}
                  </td>
                  <td>
                    <Link to={`/test${t.n}`} className="button button--small">
                      {done ? 'Retake Test' : 'Start Test'}
                      <span className="visually-hidden"> {t.n}</span>
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3 className="dash-card__subtitle">Assignments (optional)</h3>
      <AssignmentLinks />
    </section>
  );
}

function AssignmentLinks() {
  const links = useSiteConfig((s) => s.config.resourceLinks);
  const configured = assignmentUploads.map((a) => ({ ...a, href: resourceLink(links, a.key) }));
  if (!configured.some((a) => a.href)) {
    return <p className="muted">The assignment upload links are not open yet. Your mentor will share them by e-mail.</p>;
  }
  return (
    <ul className="link-row">
      {configured.map((a) =>
        a.href ? (
          <li key={a.key}>
            <a className="button button--small button--ghost" href={a.href} target="_blank" rel="noopener noreferrer">
              <Icon name="upload" size={16} />
              {a.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ) : (
          <li key={a.key} className="muted">
            {a.label}: not open yet
          </li>
        ),
      )}
    </ul>
  );
}

const docLabels: Partial<Record<DocumentKind, string>> = {
  'offer-letter': 'Offer letter',
  'completion-certificate': 'Certificate',
  'test-certificate': 'Test certificate',
};

function DocStatus({ doc }: { doc: DocumentView | undefined }) {
  if (!doc) return <span className="doc-state">Checking…</span>;
  switch (doc.status) {
    case 'ready':
      return <span className="doc-state doc-state--ready">Ready{doc.issuedOn ? `, issued ${formatDate(doc.issuedOn)}` : ''}</span>;
    case 'pending':
      return <span className="doc-state doc-state--pending">Being prepared…</span>;
    case 'failed':
      return <span className="doc-state doc-state--failed">Could not be made yet; we are retrying</span>;
    default:
      return <span className="doc-state">{doc.availableOn ? `Available on ${formatDate(doc.availableOn)}` : 'Not available yet'}</span>;
  }
}

function DocumentsPanel({ user }: { user: StudentUser }) {
  const { find, error } = useDocuments();
  const [certReady, setCertReady] = useState(false);
  // The specification checks the end date 1 s after load; the server's document list says whether
  // it has come (by date only, in India).
  const certificate = find('completion-certificate');
  const certificateAvailable = certificate !== undefined && certificate.status !== 'not-available';
  useEffect(() => {
    const timer = setTimeout(() => setCertReady(certificateAvailable), CERTIFICATE_CHECK_MS);
    return () => clearTimeout(timer);
  }, [certificateAvailable]);

  const onCertificate = () => {
    if (!certReady) toast.info(certificateNotYet(certificate?.availableOn ?? user.endDate));
    else openInNewTab('/certificate');
  };
  const onTestCertificate = () => {
    if (user.testMark === null || user.testMark === undefined) toast.info(messages.completeTheTest);
    else openInNewTab('/certificatetest');
  };

  return (
    <section className="dash-card" aria-labelledby="docs-title">
      <h2 id="docs-title" className="dash-card__title">
        Your documents
      </h2>
      {error && (
        <p className="notice notice--error" role="alert">
          We could not check your documents. They are still safe; reload the page to try again.
        </p>
      )}
      <ul className="doc-list">
        <li className="doc">
          <div>
            <p className="doc__name">{docLabels['offer-letter']}</p>
            <DocStatus doc={find('offer-letter')} />
          </div>
          <a className="button button--small" href="/letter" target="_blank" rel="noopener">
            Offer letter<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
        <li className="doc">
          <div>
            <p className="doc__name">{docLabels['completion-certificate']}</p>
            <DocStatus doc={find('completion-certificate')} />
          </div>
          <button
            type="button"
            className={`button button--small ${certReady ? 'button--success' : 'button--locked'}`}
            aria-disabled={!certReady}
            onClick={onCertificate}
            data-testid="certificate-button"
          >
            Certificate
          </button>
        </li>
        <li className="doc">
          <div>
            <p className="doc__name">{docLabels['test-certificate']}</p>
            <DocStatus doc={find('test-certificate')} />
          </div>
          <button
            type="button"
            className={`button button--small ${user.testMark !== null && user.testMark !== undefined ? 'button--success' : 'button--locked'}`}
            aria-disabled={user.testMark === null || user.testMark === undefined}
            onClick={onTestCertificate}
          >
            Test certificate
          </button>
        </li>
      </ul>
    </section>
  );
}

function CoursesOffered() {
  return (
    <section className="dash-card" aria-labelledby="offered-title">
      <h2 id="offered-title" className="dash-card__title">
        Courses Offered
      </h2>
      <div className="table-wrap">
        <table className="table dash-table">
          <thead>
            <tr>
              <th scope="col">Course</th>
              <th scope="col">Covers</th>
              <th scope="col">
                <span className="visually-hidden">Details</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {coursesOffered.map((c) => (
              <tr key={c.name}>
                <th scope="row">{c.name}</th>
                <td>{c.covers}</td>
                <td>
                  <Link to="/extranotify" className="button button--small button--ghost">
                    Details<span className="visually-hidden"> of {c.name}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ContactForQueries() {
  const { email, phone } = useSiteConfig((s) => s.config);
  return (
    <section className="dash-card" aria-labelledby="queries-title">
      <h2 id="queries-title" className="dash-card__title">
        Contact for queries
      </h2>
      <p>Questions about your internship, tests or certificates? We answer on working days.</p>
      <ul className="contact-lines">
        {email && (
          <li>
            <Icon name="mail" size={18} /> <a href={`mailto:${email}`}>{email}</a>
          </li>
        )}
        {phone && (
          <li>
            <Icon name="phone" size={18} /> <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
          </li>
        )}
      </ul>
    </section>
  );
}

function SideColumn() {
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

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const user = useSession((s) => s.user);
  const refresh = useSession((s) => s.refresh);
  const [popup, setPopup] = useState(false);

  // Every load asks the server again (the original re-sent stored credentials): a validation made
  // while the intern waited shows at once.
  useEffect(() => {
    refresh().catch((err: unknown) => console.warn('could not refresh the session', err));
  }, [refresh]);

  const validated = user?.role === 'student' && user.validated;
  useEffect(() => {
    if (!validated) return;
    const timer = setTimeout(() => {
      if (claimPopup()) setPopup(true);
    }, POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [validated]);

  if (!user || user.role !== 'student') return <PageLoading />;
  if (!user.validated) return <WaitingScreen name={user.name} />;

  return (
    <div className="container dashboard">
      <h1 className="dashboard__title">
        Welcome, <span data-testid="dashboard-name">{user.name}</span>
      </h1>
      <div className="dashboard__grid">
        <div className="dashboard__left">
          <Profile user={user} />
          <DocumentsPanel user={user} />
        </div>
        <div className="dashboard__centre">
          <Resources />
          <TestsTable user={user} />
          <CoursesOffered />
          <ContactForQueries />
        </div>
        <aside className="dashboard__right" aria-label="News and courses">
          <SideColumn />
        </aside>
      </div>
      <DashboardReferral user={user} open={popup} onClose={() => setPopup(false)} />
    </div>
  );
}
