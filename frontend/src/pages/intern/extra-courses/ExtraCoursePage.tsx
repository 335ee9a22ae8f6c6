import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { mine } from '../../../api/queries/me.ts';
import { useServerQuery } from '../../../api/query.ts';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { useDocuments } from '../../../hooks/useDocuments.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSessionUser } from '../../../hooks/useSession.ts';
import { toastInfo } from './ExtraCourseDownloads.tsx';
import { ExtraCourseList } from './ExtraCourseList.tsx';
import { ExtraCourseModal } from './ExtraCourseModal.tsx';
import './ExtraCoursePage.css';

/** /extracourse: the intern's extra courses and 'Add Extra Course'. */
export default function ExtraCoursePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Extra courses`);
  const user = useSessionUser();
  const { data, error, refetch } = useServerQuery(mine.extraCourses());
  const [open, setOpen] = useState(false);
  const documents = useDocuments();

  // Once, on arrival, in the language shown then.
  const desktopHint = t`Download the certificate on a desktop for a better view`;
  const hint = useRef(desktopHint);
  useEffect(() => {
    toastInfo(hint.current);
  }, []);

  if (!user || user.role !== 'student') return <PageLoading />;
  const courses = (!error && data?.extraCourses) || [];
  const count = courses.length;

  return (
    <section className="container section extra-page" aria-labelledby="extra-title">
      <div className="extra-page__head">
        <h1 id="extra-title">
          <Trans>Registered Extra Courses ({count})</Trans>
        </h1>
        <button type="button" className="button" onClick={() => setOpen(true)}>
          <Trans>Add Extra Course</Trans>
        </button>
      </div>
      <ListStatus
        loading={!data && !error}
        loadingText={t`Loading courses...`}
        error={error ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        empty={!error && data?.extraCourses.length === 0}
        emptyText={
          <Trans>You have not added an extra course yet. Choose ‘Add Extra Course’ to enrol in one more.</Trans>
        }
      />
      {courses.length > 0 && <ExtraCourseList courses={courses} name={user.name} documents={documents} />}
      <ExtraCourseModal
        open={open}
        onClose={() => setOpen(false)}
        defaults={{ college: user.college, email: user.email }}
      />
    </section>
  );
}
