import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  createQuestion,
  restoreQuestion,
  retireQuestion,
  saveQuestion,
  type CategoryView,
  type QuestionDetail,
} from '../../../api/question-editor.ts';
import { useServerMutation } from '../../../api/mutation.ts';
import { questionEditor } from '../../../api/queries/question-editor.ts';
import { queryClient } from '../../../api/query.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FormStatus } from '../../../components/FormStatus.tsx';
import { answerText } from '../../../i18n/answer-text.ts';
import { refusalCode, refusedField } from '../../../lib/error-message.ts';
import { useFormOutcome } from '../catalogue/useFormOutcome.ts';
import { useUnsavedGuard } from '../catalogue/useUnsavedGuard.ts';
import { QuestionFields } from './QuestionFields.tsx';
import { checkQuestion, contentOf, errorPath, questionForm, type QuestionForm } from './question-form.ts';

/** The field a refusal is about: a category a test still draws from when the question would leave it. */
function fieldOf(err: unknown): string | undefined {
  if (refusalCode(err) === 'questionPoolWouldShrink') return 'category';
  const field = refusedField(err);
  return field === undefined ? undefined : errorPath(field);
}

/**
 * One question's editor: its form, Save (a new version when anything changed), Retire or Bring back. A
 * refusal is said in the page's language by its code beside the form and under its field, which gets
 * the focus. A new question (`question` null) is made by its first save and goes to its own address.
 */
export function QuestionEditor({
  question,
  categories,
  category = '',
}: {
  question: QuestionDetail | null;
  categories: CategoryView[];
  category?: string;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const handed = useLocation().state as { said?: string } | null;
  const [form, setForm] = useState<QuestionForm>(() => questionForm(question, category));
  const { errors, status, statusRef, refuse, refuseAnswer, succeed, clear } = useFormOutcome(
    handed?.said ? { kind: 'success', text: handed.said } : null,
  );
  const [askRetire, setAskRetire] = useState(false);
  const [savedContent, setSavedContent] = useState(() => JSON.stringify(contentOf(form)));
  const dirty = JSON.stringify(contentOf(form)) !== savedContent;
  const { blocker, allowLeaving } = useUnsavedGuard(dirty);

  const set = <K extends keyof QuestionForm>(key: K, value: QuestionForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  /** The question as the server now has it: in the cache at once, and the form's new starting point. */
  const remember = (saved: QuestionDetail) => {
    queryClient.setQueryData(questionEditor.question(saved.id).queryKey, saved);
    const next = questionForm(saved);
    setForm(next);
    setSavedContent(JSON.stringify(contentOf(next)));
  };

  const save = useServerMutation(
    async () => {
      const content = contentOf(form);
      if (!question) {
        const answer = await createQuestion(content);
        allowLeaving();
        void navigate(`/admin/questions/${answer.question.id}`, { replace: true, state: { said: answerText(answer) } });
        return;
      }
      const answer = await saveQuestion(question.id, content);
      remember(answer.question);
      succeed(answerText(answer));
    },
    {
      invalidates: [questionEditor.all],
      onError: (err) => refuseAnswer(err, fieldOf(err)),
    },
  );

  const retire = useServerMutation(
    async (back: boolean) => {
      if (!question) return;
      const answer = back ? await restoreQuestion(question.id) : await retireQuestion(question.id);
      queryClient.setQueryData(questionEditor.question(question.id).queryKey, answer.question);
      setAskRetire(false);
      succeed(answerText(answer));
    },
    {
      invalidates: [questionEditor.all],
      onError: (err) => {
        setAskRetire(false);
        refuseAnswer(err, undefined);
      },
    },
  );

  const send = () => {
    const checked = checkQuestion(form);
    if (Object.keys(checked).length > 0) return refuse(Object.values(checked)[0]!, checked);
    clear();
    void save.run();
  };

  const busy = save.pending || retire.pending;
  return (
    <>
      <form
        id="question-form"
        className="form catalogue-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <QuestionFields form={form} set={set} errors={errors} categories={categories} />
        <div className="catalogue-actions">
          <div ref={statusRef} tabIndex={-1} className="catalogue-actions__status">
            <FormStatus message={status} />
          </div>
          {dirty && (
            <p className="muted catalogue-actions__unsaved">
              <Trans>Changes not saved yet.</Trans>
            </p>
          )}
          <div className="button-row">
            <button type="submit" className="button" disabled={busy}>
              {save.pending ? t`Saving...` : t`Save`}
            </button>
            {question &&
              (question.retired ? (
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busy}
                  onClick={() => void retire.run(true)}
                >
                  <Trans>Bring back</Trans>
                </button>
              ) : (
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busy}
                  onClick={() => setAskRetire(true)}
                >
                  <Trans>Retire</Trans>
                </button>
              ))}
          </div>
        </div>
      </form>
      <ConfirmDialog
        open={askRetire}
        title={t`Retire this question?`}
        confirmLabel={t`Retire it`}
        busy={retire.pending}
        danger
        onConfirm={() => void retire.run(false)}
        onClose={() => setAskRetire(false)}
      >
        <p>
          <Trans>
            New attempts no longer draw it. Attempts that drew it keep it, and you can bring it back at any time.
          </Trans>
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t`Leave without saving?`}
        confirmLabel={t`Leave`}
        danger
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      >
        <p>
          <Trans>Your changes to this question are not saved. Save it first to keep them.</Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}
