import { useCatalogue } from '../api/queries/catalogue.ts';
import { optionsOf } from '../catalogue/courses.ts';
import { useInLanguage } from '../catalogue/useCatalogueText.ts';

/**
 * The courses a form offers (the published catalogue's, in their order): the value is the course's English name,
 * which the API checks; the label is its name in the reader's language.
 */
export function CourseOptions({ form }: { form: 'registration' | 'extra' }) {
  const text = useInLanguage();
  const { data } = useCatalogue();
  if (!data) return null;
  return optionsOf(data, form).map((c) => (
    <option key={c.id} value={c.name.en}>
      {text(c.name)}
    </option>
  ));
}
