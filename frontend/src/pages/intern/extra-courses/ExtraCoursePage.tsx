import { useEffect, useState } from 'react';
import { getExtraCourses } from '../../../api/intern.ts';
import { refresh, useServerQuery } from '../../../api/query.ts';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { useDocuments } from '../../../hooks/useDocuments.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../stores/session.ts';
import { toastInfo } from './ExtraCourseDownloads.tsx';
import { ExtraCourseList } from './ExtraCourseList.tsx';
import { ExtraCourseModal } from './ExtraCourseModal.tsx';
import './ExtraCoursePage.css';

const MY_EXTRA_COURSES = ['me', 'extra-courses'];

/** /extracourse: the intern's extra courses and 'Add Extra Course'. */
export default function ExtraCoursePage() {
  useDocumentTitle('Extra courses');
  const user = useSession((s) => s.user);
  const { data, error } = useServerQuery({ queryKey: MY_EXTRA_COURSES, queryFn: ({ signal }) => getExtraCourses(signal) });
  const [open, setOpen] = useState(false);
  const documents = useDocuments();

  useEffect(() => {
    toastInfo('Download the certificate on a desktop for a better view');
  }, []);

  if (!user || user.role !== 'student') return <PageLoading />;
  const courses = (!error && data?.extraCourses) || [];

  return (
    <section className="container section extra-page" aria-labelledby="extra-title">
      <div className="extra-page__head">
        <h1 id="extra-title">Registered Extra Courses ({courses.length})</h1>
        <button type="button" className="button" onClick={() => setOpen(true)}>
          Add Extra Course
        </button>
      </div>
      <ListStatus
        loading={!data && !error}
        loadingText="Loading courses..."
        error={error ? errorMessage(error) : null}
        onRetry={() => refresh(MY_EXTRA_COURSES)}
        empty={!error && data?.extraCourses.length === 0}
        emptyText={<>You have not added an extra course yet. Choose &lsquo;Add Extra Course&rsquo; to enrol in one more.</>}
      />
      {courses.length > 0 && <ExtraCourseList courses={courses} name={user.name} documents={documents} onChanged={() => refresh(MY_EXTRA_COURSES)} />}
      <ExtraCourseModal open={open} onClose={() => setOpen(false)} defaults={{ college: user.college, email: user.email }} />
    </section>
  );
}
