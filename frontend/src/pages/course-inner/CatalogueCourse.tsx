import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicCourse } from 'shared/api/catalogue';
import { useInLanguage } from '../../catalogue/useCatalogueText.ts';
import { CourseImage } from '../../components/CourseImage.tsx';
import { PageIntro } from '../../components/PageIntro.tsx';
import { RenderedHtml } from '../../components/RenderedHtml.tsx';
import { StarRating } from '../../components/StarRating.tsx';
import { UPDATED_ON } from '../../content/courses.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { EnrollCard } from './EnrollCard.tsx';

/**
 * /course-inner?course=<slug>: a course's own page as its editors wrote it (the detail is Markdown the server
 * rendered and sanitised), with its fee and Enroll Now for it.
 */
export function CatalogueCourse({ course }: { course: PublicCourse }) {
  const { t } = useLingui();
  const text = useInLanguage();
  const title = text(course.cardTitle) || text(course.name);
  const summary = text(course.summary);
  useDocumentTitle(title);
  return (
    <>
      <PageIntro title={title} eyebrow={t`Course`}>
        <StarRating count={course.ratings} />
        {summary && <p>{summary}</p>}
        <p>
          <Trans>Updated {UPDATED_ON}</Trans>
        </p>
      </PageIntro>
      <section className="section">
        <div className="container two-col two-col--wide-left">
          <RenderedHtml html={text(course.detailHtml)} />
          <EnrollCard
            image={<CourseImage image={course.image} lazy={false} />}
            price={{ now: course.fee.registration, struck: course.fee.struck }}
            enrollTo={
              course.offered.registration ? `/registration?course=${encodeURIComponent(course.slug)}` : '/registration'
            }
          />
        </div>
      </section>
    </>
  );
}
