import { Trans, useLingui } from '@lingui/react/macro';
import { CatalogueGrid } from '../components/CourseGrid.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { catalogueCourses } from '../content/courses.ts';
import { courseFeatures } from '../content/features.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { PageSection } from '../components/PageSection.tsx';

export default function CoursesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Courses`);
  return (
    <>
      <PageIntro title={t`Courses`} eyebrow={t`Online classes`}>
        <p>
          <Trans>Practical courses taught by working developers, with a certificate at the end.</Trans>
        </p>
      </PageIntro>
      <PageSection id="why-courses" title={t`Why Choose Courses?`}>
        <FeatureGrid items={courseFeatures} />
      </PageSection>
      <PageSection id="catalogue" title={t`All courses`} tint>
        <CatalogueGrid courses={catalogueCourses} />
      </PageSection>
    </>
  );
}
