import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { ContactForQueries } from './ContactForQueries.tsx';
import { CorrectionRequestForm } from './CorrectionRequestForm.tsx';
import { CoursesOffered } from './CoursesOffered.tsx';
import { claimPopup, DashboardReferral, POPUP_DELAY_MS } from './DashboardReferral.tsx';
import { DocumentsPanel } from './DocumentsPanel.tsx';
import { EmailProofNotice } from './EmailProofNotice.tsx';
import { Profile } from './Profile.tsx';
import { Resources } from './Resources.tsx';
import { SideColumn } from './SideColumn.tsx';
import { TestsTable } from './TestsTable.tsx';
import { WaitingScreen } from './WaitingScreen.tsx';
import { YourData } from './YourData.tsx';
import './DashboardPage.css';
import { refreshSession } from '../../../api/queries/session.ts';
import { useSessionUser } from '../../../hooks/useSession.ts';

/** /dashboard: the validated intern's profile, documents, tests and resources; the waiting screen until then. */
export default function DashboardPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard`);
  const user = useSessionUser();
  const [popup, setPopup] = useState(false);

  // Every load asks the server again (the original re-sent stored credentials): a validation made
  // while the intern waited shows at once.
  useEffect(() => {
    refreshSession().catch((err: unknown) => console.warn('could not refresh the session', err));
  }, []);

  const validated = user?.role === 'student' && user.validated;
  useEffect(() => {
    if (!validated) return;
    const timer = setTimeout(() => {
      if (claimPopup()) setPopup(true);
    }, POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [validated]);

  if (!user || user.role !== 'student') return <PageLoading />;
  const name = user.name;
  // An intern whose payment is not confirmed yet has the same rights over their data (DPDP Act 2023).
  if (!user.validated)
    return (
      <>
        {!user.emailVerified && (
          <div className="container">
            <EmailProofNotice disowned={user.emailDisowned} />
          </div>
        )}
        <WaitingScreen
          name={user.name}
          paymentReference={user.paymentReference}
          rejection={user.rejection}
          onResubmitted={() => void refreshSession().catch(() => undefined)}
        />
        <div className="container dashboard__waiting-data">
          <YourData />
        </div>
      </>
    );

  return (
    <div className="container dashboard">
      <h1 className="dashboard__title">
        <Trans>
          Welcome, <span data-testid="dashboard-name">{name}</span>
        </Trans>
      </h1>
      {!user.emailVerified && <EmailProofNotice disowned={user.emailDisowned} />}
      <div className="dashboard__grid">
        <div className="dashboard__left">
          <Profile user={user} />
          <DocumentsPanel user={user} />
          <CorrectionRequestForm />
          <YourData />
        </div>
        <div className="dashboard__centre">
          <Resources />
          <TestsTable user={user} />
          <CoursesOffered />
          <ContactForQueries />
        </div>
        <aside className="dashboard__right" aria-label={t`News and courses`}>
          <SideColumn />
        </aside>
      </div>
      <DashboardReferral user={user} open={popup} onClose={() => setPopup(false)} />
    </div>
  );
}
