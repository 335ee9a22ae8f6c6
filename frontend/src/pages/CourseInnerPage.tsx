import { useSearchParams } from 'react-router';
import { useCatalogue } from '../api/queries/catalogue.ts';
import { findCourse } from '../catalogue/courses.ts';
import { CatalogueStatus } from '../components/CatalogueStatus.tsx';
import { CatalogueCourse } from './course-inner/CatalogueCourse.tsx';
import { JavaScriptCourse } from './course-inner/JavaScriptCourse.tsx';
import './course-inner/CourseInnerPage.css';

/**
 * /course-inner: with `?course=<slug>` (a /courses card) that course's own page; without one, or with a course
 * the catalogue does not know, the specification's JavaScript course.
 */
export default function CourseInnerPage() {
  const [params] = useSearchParams();
  const wanted = params.get('course');
  const catalogue = useCatalogue();
  if (wanted && !catalogue.data) {
    return (
      <div className="container section">
        <CatalogueStatus query={catalogue} />
      </div>
    );
  }
  const course = catalogue.data && findCourse(catalogue.data, wanted);
  return course ? <CatalogueCourse course={course} /> : <JavaScriptCourse />;
}
