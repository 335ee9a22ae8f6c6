import type { EntityManager } from '@mikro-orm/postgresql';
import type { CourseContent, PostContent } from 'shared/api/catalogue';
import { sql } from '../db/sql.ts';
import { validationError } from '../errors.ts';

/**
 * What a draft names must exist: a course's uploaded card image is an editor's card image (never a
 * payment screenshot or a PDF guessed by its id, which the public image route would not serve anyway).
 */
export async function checkDraftReferences(em: EntityManager, content: CourseContent | PostContent): Promise<void> {
  if (!('image' in content) || !content.image || !('fileId' in content.image)) return;
  const [found] = await sql(em, `select 1 from files where id = $1 and purpose = 'card-image'`, [content.image.fileId]);
  if (!found) throw validationError('catalogueImageInvalid', 'image');
}
