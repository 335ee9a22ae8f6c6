import { conflict } from '../errors.ts';

/**
 * The catalogue's unique indexes as the editor's refusal: a taken address or course name is a 409 naming
 * the field. Checked by PostgreSQL, so two editors saving at once cannot both take one.
 */
export async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const { code, constraint } = err as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'catalogue_entries_slug')
      throw conflict('catalogueSlugTaken', { field: 'slug' });
    if (code === '23505' && constraint === 'catalogue_courses_name')
      throw conflict('catalogueNameTaken', { field: 'name.en' });
    throw err;
  }
}
