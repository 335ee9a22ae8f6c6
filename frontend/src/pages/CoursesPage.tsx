import { Trans, useLingui } from '@lingui/react/macro';
import { CatalogueGrid } from '../components/CourseGrid.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { useCatalogue } from '../api/queries/catalogue.ts';
import { cardsOf } from '../catalogue/courses.ts';
import { CatalogueStatus } from '../components/CatalogueStatus.tsx';
import { courseFeatures } from '../content/features.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { PageSection } from '../components/PageSection.tsx';

export default function CoursesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Courses`);
  const catalogue = useCatalogue();
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
      <PageSection id="all-courses" title={t`All courses`} tint>
        <CatalogueStatus query={catalogue} />
        {catalogue.data && <CatalogueGrid courses={cardsOf(catalogue.data, 'courses')} />}
      </PageSection>
    </>
  );
}
