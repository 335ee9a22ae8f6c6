import { CatalogueGrid } from '../components/CourseGrid.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { catalogueCourses } from '../content/courses.ts';
import { courseFeatures } from '../content/features.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { PageSection } from '../components/PageSection.tsx';

export default function CoursesPage() {
  useDocumentTitle('Courses');
  return (
    <>
      <PageIntro title="Courses" eyebrow="Online classes">
        <p>Practical courses taught by working developers, with a certificate at the end.</p>
      </PageIntro>
      <PageSection id="why-courses" title="Why Choose Courses?">
        <FeatureGrid items={courseFeatures} />
      </PageSection>
      <PageSection id="catalogue" title="All courses" tint>
        <CatalogueGrid courses={catalogueCourses} />
      </PageSection>
    </>
  );
}
