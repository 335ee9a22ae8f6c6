import { z } from 'zod';
import { createEntrySchema, entryIdParams, restoreVersionSchema, slugSchema } from 'shared/api/catalogue';
import { buildSnapshot } from '../../catalogue/snapshot.ts';
import { createCatalogueEntry } from '../../commands/create-catalogue-entry.ts';
import { publishCatalogueEntry, restoreCatalogueVersion } from '../../commands/publish-catalogue-entry.ts';
import { saveCatalogueDraft } from '../../commands/save-catalogue-draft.ts';
import { notFound } from '../../errors.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { policy } from '../../middlewares/policy.ts';
import { validate } from '../../middlewares/validate.ts';
import { said } from '../../presenters/said.ts';
import { catalogueEntries, catalogueEntry, draftCatalogue } from '../../queries/catalogue.ts';
import { createRouter, type RouterDeps } from '../router.ts';

/**
 * The editors' catalogue (docs/CATALOGUE.md): drafts saved, previewed as visitors will see them, and
 * published one entry at a time; an earlier version published again undoes a publish. Admins and editors.
 */
export function adminCatalogueRouter({ em, catalogue }: RouterDeps) {
  const router = createRouter();
  const edit = policy('catalogue.edit');

  const entryOf = async (id: string) => {
    const entry = await catalogueEntry(em(), id);
    if (!entry) throw notFound();
    return entry;
  };

  router.get('/api/admin/catalogue', edit, async (ctx) => {
    ctx.body = { entries: await catalogueEntries(em()) };
  });

  router.get('/api/admin/catalogue/preview', edit, async (ctx) => {
    ctx.body = buildSnapshot(await draftCatalogue(em()), new Date()).catalogue;
  });

  const previewPost = validate({ params: z.strictObject({ slug: slugSchema.catch('-') }) });
  router.get('/api/admin/catalogue/preview/posts/:slug', edit, previewPost, async (ctx) => {
    const found = buildSnapshot(await draftCatalogue(em()), new Date()).posts.get(previewPost.of(ctx).params.slug);
    if (!found) throw notFound();
    ctx.body = found;
  });

  const one = validate({ params: entryIdParams });
  router.get('/api/admin/catalogue/:id', edit, one, async (ctx) => {
    ctx.body = { entry: await entryOf(one.of(ctx).params.id) };
  });

  const create = validate({ body: createEntrySchema });
  router.post('/api/admin/catalogue', edit, create, async (ctx) => {
    const id = await createCatalogueEntry(em(), { ...create.of(ctx).body, editorId: currentUser(ctx).id });
    ctx.status = 201;
    ctx.body = { entry: await entryOf(id) };
  });

  const save = validate({ params: entryIdParams, body: createEntrySchema });
  router.put('/api/admin/catalogue/:id/draft', edit, save, async (ctx) => {
    const { params, body } = save.of(ctx);
    await saveCatalogueDraft(em(), { entryId: params.id, ...body, editorId: currentUser(ctx).id });
    ctx.body = { entry: await entryOf(params.id), ...said('catalogueDraftSaved') };
  });

  router.post('/api/admin/catalogue/:id/publish', edit, one, async (ctx) => {
    const { id } = one.of(ctx).params;
    await publishCatalogueEntry(em(), { entryId: id, editorId: currentUser(ctx).id });
    await catalogue.refresh(); // this process shows it at once; the others hear the NOTIFY
    ctx.body = { entry: await entryOf(id), ...said('cataloguePublished') };
  });

  const restore = validate({ params: entryIdParams, body: restoreVersionSchema });
  router.post('/api/admin/catalogue/:id/restore', edit, restore, async (ctx) => {
    const { params, body } = restore.of(ctx);
    await restoreCatalogueVersion(em(), { entryId: params.id, version: body.version, editorId: currentUser(ctx).id });
    await catalogue.refresh();
    ctx.body = { entry: await entryOf(params.id), ...said('cataloguePublished') };
  });

  return router;
}
