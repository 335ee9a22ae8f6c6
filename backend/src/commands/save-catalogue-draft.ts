import type { EntityManager } from '@mikro-orm/postgresql';
import type { CatalogueKind, CourseContent, PostContent } from 'shared/api/catalogue';
import { checkDraftReferences } from '../catalogue/content-checks.ts';
import { refusingDuplicates } from '../catalogue/uniqueness.ts';
import { sql } from '../db/sql.ts';
import { notFound } from '../errors.ts';

/** An editor saves a draft: visitors see nothing of it until it is published. The kind never changes. */
export async function saveCatalogueDraft(
  em: EntityManager,
  input: { entryId: string; kind: CatalogueKind; content: CourseContent | PostContent; editorId: number },
): Promise<void> {
  await checkDraftReferences(em, input.content);
  const rows = await refusingDuplicates(() =>
    sql(
      em,
      `update catalogue_entries set draft = $3, draft_updated_at = now(), draft_updated_by = $4
        where id = $1 and kind = $2 returning id`,
      [input.entryId, input.kind, JSON.stringify(input.content), `admin:${input.editorId}`],
    ),
  );
  if (rows.length === 0) throw notFound();
}
