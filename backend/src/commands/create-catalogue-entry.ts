import type { EntityManager } from '@mikro-orm/postgresql';
import type { CatalogueKind, CourseContent, PostContent } from 'shared/api/catalogue';
import { checkDraftReferences } from '../catalogue/content-checks.ts';
import { refusingDuplicates } from '../catalogue/uniqueness.ts';
import { sql } from '../db/sql.ts';

/** An editor starts a course or a post: a draft nobody but editors sees until it is published. */
export async function createCatalogueEntry(
  em: EntityManager,
  input: { kind: CatalogueKind; content: CourseContent | PostContent; editorId: number },
): Promise<string> {
  await checkDraftReferences(em, input.content);
  return refusingDuplicates(async () => {
    const [row] = await sql<{ id: string }>(
      em,
      `insert into catalogue_entries (kind, draft, draft_updated_by) values ($1, $2, $3) returning id`,
      [input.kind, JSON.stringify(input.content), `admin:${input.editorId}`],
    );
    return row!.id;
  });
}
