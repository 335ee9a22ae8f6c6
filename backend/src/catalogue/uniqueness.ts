import { refusingTaken } from '../db/unique-violations.ts';
import { conflict } from '../errors.ts';

/** The catalogue's unique indexes as the editor's refusal: a taken address or course name, on its field. */
export function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  return refusingTaken(work, {
    catalogue_entries_slug: () => conflict('catalogueSlugTaken', { field: 'slug' }),
    catalogue_courses_name: () => conflict('catalogueNameTaken', { field: 'name.en' }),
  });
}
