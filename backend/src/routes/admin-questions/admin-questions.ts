import { questionListQuery, questionParams } from 'shared/api/admin-questions';
import { questionContentSchema } from 'shared/api/question-banks';
import { retireQuestion, restoreQuestion } from '../../commands/retire-question.ts';
import { saveQuestion } from '../../commands/save-question.ts';
import { notFound } from '../../errors.ts';
import type { Actor } from '../../events/types.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { policy } from '../../middlewares/policy.ts';
import { validate } from '../../middlewares/validate.ts';
import { presentQuestion, presentQuestionSummary } from '../../presenters/question.ts';
import { said } from '../../presenters/said.ts';
import { questionCategories, questionPage, questionRow, questionVersionList } from '../../queries/question-editor.ts';
import { createRouter, type RouterDeps } from '../router.ts';

/**
 * The question banks' editor (docs/QUESTION-BANKS.md): the list with its filters, one question with its
 * versions, a new question, a save (a new version when anything changed), retire and bring back, and the
 * categories. Admins and editors.
 */
export function adminQuestionsRouter({ em }: RouterDeps) {
  const router = createRouter();
  const edit = policy('questions.edit');
  const editor = (ctx: Parameters<typeof currentUser>[0]): Actor => `admin:${currentUser(ctx).id}`;

  const questionOf = async (id: number) => {
    const row = await questionRow(em(), id);
    if (!row) throw notFound('questionUnknown');
    return presentQuestion(row, await questionVersionList(em(), id));
  };

  const list = validate({ query: questionListQuery });
  router.get('/api/admin/questions', edit, list, async (ctx) => {
    const query = list.of(ctx).query;
    const { rows, total } = await questionPage(em(), query);
    ctx.body = {
      questions: rows.map(presentQuestionSummary),
      total,
      page: query.page,
      pageSize: query.pageSize,
      more: query.page * query.pageSize < total,
    };
  });

  router.get('/api/admin/question-categories', edit, async (ctx) => {
    ctx.body = { categories: await questionCategories(em()) };
  });

  const one = validate({ params: questionParams });
  router.get('/api/admin/questions/:id', edit, one, async (ctx) => {
    ctx.body = { question: await questionOf(one.of(ctx).params.id) };
  });

  const create = validate({ body: questionContentSchema });
  router.post('/api/admin/questions', edit, create, async (ctx) => {
    const content = create.of(ctx).body;
    const saved = await em().transactional((tx) => saveQuestion(tx, { questionId: null, content, by: editor(ctx) }));
    ctx.status = 201;
    ctx.body = { question: await questionOf(saved.id), changed: saved.changed, ...said('questionSaved') };
  });

  const save = validate({ params: questionParams, body: questionContentSchema });
  router.put('/api/admin/questions/:id', edit, save, async (ctx) => {
    const { params, body } = save.of(ctx);
    const saved = await em().transactional((tx) =>
      saveQuestion(tx, { questionId: params.id, content: body, by: editor(ctx) }),
    );
    ctx.body = {
      question: await questionOf(params.id),
      changed: saved.changed,
      ...said(saved.changed.length > 0 ? 'questionSaved' : 'questionNotChanged'),
    };
  });

  router.post('/api/admin/questions/:id/retire', edit, one, async (ctx) => {
    const { id } = one.of(ctx).params;
    await retireQuestion(em(), { questionId: id, by: editor(ctx) });
    ctx.body = { question: await questionOf(id), ...said('questionRetired') };
  });

  router.post('/api/admin/questions/:id/restore', edit, one, async (ctx) => {
    const { id } = one.of(ctx).params;
    await restoreQuestion(em(), { questionId: id, by: editor(ctx) });
    ctx.body = { question: await questionOf(id), ...said('questionRestored') };
  });

  return router;
}
