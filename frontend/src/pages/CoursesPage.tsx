import { CatalogueGrid } from '../components/CourseGrid.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { catalogueCourses } from '../content/courses.ts';
import { courseFeatures } from '../content/features.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';

export default function CoursesPage() {
  useDocumentTitle('Courses');
  return (
    <>
      <PageIntro title="Courses" eyebrow="Online classes">
        <p>Practical courses taught by working developers, with a certificate at the end.</p>
      </PageIntro>
      <section className="section" aria-labelledby="why-courses">
        <div className="container">
          <h2 id="why-courses" className="section__title">
            Why Choose Courses?
          </h2>
          <FeatureGrid items={courseFeatures} />
        </div>
      </section>
      <section className="section section--tint" aria-labelledby="catalogue">
        <div className="container">
          <h2 id="catalogue" className="section__title">
            All courses
          </h2>
          <CatalogueGrid courses={catalogueCourses} />
        </div>
      </section>
    </>
  );
}
