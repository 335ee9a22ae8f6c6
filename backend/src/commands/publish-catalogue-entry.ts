import type { EntityManager } from '@mikro-orm/postgresql';
import type { CatalogueKind, CourseContent, PostContent } from 'shared/api/catalogue';
import { rewritesFeeHistory } from '../catalogue/fees.ts';
import { refusingDuplicates } from '../catalogue/uniqueness.ts';
import { sql } from '../db/sql.ts';
import { conflict, notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { changedFields } from '../events/changed-fields.ts';

type Content = CourseContent | PostContent;

/**
 * Publishes the entry's draft as its next version, inside `tx`, with the entry's row locked: refused when
 * it changes nothing, when a course would rewrite a fee already in effect, or when another published
 * entry has its address or (a course) its name.
 */
async function publishDraft(tx: EntityManager, entryId: string, editorId: number, restoredFrom?: number) {
  const [entry] = await sql<{ kind: CatalogueKind; draft: Content; published: Content | null; same: boolean }>(
    tx,
    `select e.kind, e.draft, v.content as published, v.content is not null and v.content = e.draft as same
       from catalogue_entries e
       left join catalogue_versions v on v.entry_id = e.id and v.version = e.published_version
      where e.id = $1 for update of e`,
    [entryId],
  );
  if (!entry) throw notFound();
  if (entry.same) throw conflict('catalogueNothingToPublish');
  const draft = entry.draft;
  if (entry.kind === 'course' && entry.published) {
    const fees = (c: Content) => (c as CourseContent).fees;
    if (rewritesFeeHistory(fees(entry.published), fees(draft), new Date())) throw conflict('catalogueFeeHistory');
  }
  const [clash] = await sql<{ slug: boolean }>(
    tx,
    `select v.content->>'slug' = $3 as slug
       from catalogue_entries e join catalogue_versions v on v.entry_id = e.id and v.version = e.published_version
      where e.id <> $1 and e.kind = $2
        and (v.content->>'slug' = $3 or ($2 = 'course' and lower(v.content->'name'->>'en') = lower($4)))
      limit 1`,
    [entryId, entry.kind, draft.slug, 'name' in draft ? draft.name.en : ''],
  );
  if (clash)
    throw clash.slug
      ? conflict('catalogueSlugTaken', { field: 'slug' })
      : conflict('catalogueNameTaken', { field: 'name.en' });

  const [{ version } = { version: 1 }] = await sql<{ version: number }>(
    tx,
    `insert into catalogue_versions (entry_id, version, content, published_by)
     select $1, coalesce(max(version), 0) + 1, $2, $3 from catalogue_versions where entry_id = $1
     returning version`,
    [entryId, JSON.stringify(draft), `admin:${editorId}`],
  );
  await sql(tx, `update catalogue_entries set published_version = $2 where id = $1`, [entryId, version]);
  recordEvent(
    tx,
    'catalogue.published',
    { type: 'catalogue-entry', id: entryId },
    {
      entryId,
      kind: entry.kind,
      slug: draft.slug,
      version,
      changed: changedFields(entry.published, draft),
      restoredFrom,
    },
    `admin:${editorId}`,
  );
  await tx.flush();
  return version;
}

/** An editor publishes an entry's draft: visitors see it as soon as it commits (the store hears the NOTIFY). */
export function publishCatalogueEntry(em: EntityManager, input: { entryId: string; editorId: number }) {
  return em.transactional((tx) => publishDraft(tx, input.entryId, input.editorId));
}

/**
 * An editor undoes a publish by publishing an earlier version again: the draft becomes that version and is
 * published as a new one, so the history only grows and the audit log shows who went back, and to what.
 */
export function restoreCatalogueVersion(
  em: EntityManager,
  input: { entryId: string; version: number; editorId: number },
) {
  return refusingDuplicates(() =>
    em.transactional(async (tx) => {
      const [old] = await sql<{ content: Content }>(
        tx,
        `select content from catalogue_versions where entry_id = $1 and version = $2`,
        [input.entryId, input.version],
      );
      if (!old) throw notFound('catalogueVersionUnknown');
      await sql(
        tx,
        `update catalogue_entries set draft = $2, draft_updated_at = now(), draft_updated_by = $3 where id = $1`,
        [input.entryId, JSON.stringify(old.content), `admin:${input.editorId}`],
      );
      return publishDraft(tx, input.entryId, input.editorId, input.version);
    }),
  );
}
