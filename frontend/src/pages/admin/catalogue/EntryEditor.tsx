import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CourseContent, PostContent } from 'shared/api/catalogue';
import {
  createEntry,
  publishEntry,
  restoreVersion,
  saveDraft,
  type CatalogueEntry,
  type CatalogueKind,
} from '../../../api/catalogue-editor.ts';
import { useServerMutation } from '../../../api/mutation.ts';
import { catalogueEditor } from '../../../api/queries/catalogue-editor.ts';
import { queryClient } from '../../../api/query.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FormStatus } from '../../../components/FormStatus.tsx';
import { answerText } from '../../../i18n/answer-text.ts';
import { sharedText } from '../../../i18n/shared-text.ts';
import { refusalCode, refusedField } from '../../../lib/error-message.ts';
import { refusalOf } from '../../../lib/form-refusal.ts';
import { contentOf, courseForm, postForm, type CourseForm, type EntryForm, type PostForm } from './content-form.ts';
import { CourseFields } from './CourseFields.tsx';
import { EntryPreview } from './EntryPreview.tsx';
import { useFormOutcome } from './useFormOutcome.ts';
import { checkForm } from './form-checks.ts';
import { PostFields } from './PostFields.tsx';
import { useUnsavedGuard } from './useUnsavedGuard.ts';
import { VersionList } from './VersionList.tsx';

const formOf = (kind: CatalogueKind, entry: CatalogueEntry | null): EntryForm =>
  kind === 'course'
    ? courseForm(entry ? (entry.draft as CourseContent) : null, entry?.publishedVersion != null)
    : postForm(entry ? (entry.draft as PostContent) : null);

type Intent = 'draft' | 'publish' | 'preview';

/**
 * The field a refusal is about, as a path of the content: the body is { kind, content }, so a refused
 * field of it comes as 'content.fees.0.registration'; a publish refused for rewriting a fee in effect
 * names none, and is the fees' too.
 */
function fieldOf(err: unknown): string | undefined {
  if (refusalCode(err) === 'catalogueFeeHistory') return 'fees';
  return refusedField(err)?.replace(/^content\./, '');
}

/** What a new entry's first save hands to its own address: what was said, and whether to preview it. */
interface Saved {
  said: string;
  preview: boolean;
}

/**
 * One entry's editor: its draft's form, Save draft, Preview (the saved draft as visitors will see it) and
 * Publish (saves first), and its versions. A refusal is said in the page's language by its code beside
 * the form and under its field, which gets the focus. A new entry (`entry` null) is made by its first save.
 */
export function EntryEditor({ kind, entry }: { kind: CatalogueKind; entry: CatalogueEntry | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const handed = useLocation().state as Saved | null;
  const [form, setForm] = useState<EntryForm>(() => formOf(kind, entry));
  const { errors, status, statusRef, refuse, refuseAnswer, succeed, clear } = useFormOutcome(
    handed ? { kind: 'success', text: handed.said } : null,
  );
  const [previewing, setPreviewing] = useState(handed?.preview ?? false);
  // The content as the server last had it: the form differs from it until it is saved.
  const [savedContent, setSavedContent] = useState(() => JSON.stringify(contentOf(form)));
  const dirty = JSON.stringify(contentOf(form)) !== savedContent;
  const { blocker, allowLeaving } = useUnsavedGuard(dirty);

  const setCourse = <K extends keyof CourseForm>(key: K, value: CourseForm[K]) =>
    setForm((f) => (f.kind === 'course' ? { ...f, [key]: value } : f));
  const setPost = <K extends keyof PostForm>(key: K, value: PostForm[K]) =>
    setForm((f) => (f.kind === 'post' ? { ...f, [key]: value } : f));

  /** The saved entry in the cache at once (its versions and status), the rest read again. */
  const remember = (saved: CatalogueEntry) => queryClient.setQueryData(catalogueEditor.entry(saved.id).queryKey, saved);

  const submit = useServerMutation(
    async (intent: Intent) => {
      const content = contentOf(form);
      let saved: CatalogueEntry;
      let said: string;
      if (entry) {
        const answer = await saveDraft(entry.id, kind, content);
        saved = answer.entry;
        said = answerText(answer);
      } else {
        saved = (await createEntry(kind, content)).entry;
        said = sharedText('catalogueDraftSaved');
      }
      remember(saved);
      setSavedContent(JSON.stringify(content));
      if (intent === 'publish') {
        const answer = await publishEntry(saved.id);
        remember(answer.entry);
        said = answerText(answer);
      }
      if (!entry) {
        // Its own address from now on (the editor there starts from what the server saved).
        const state: Saved = { said, preview: intent === 'preview' };
        allowLeaving();
        void navigate(`/admin/catalogue/${saved.id}`, { replace: true, state });
        return;
      }
      succeed(said);
      if (intent === 'preview') setPreviewing(true);
    },
    {
      invalidates: [catalogueEditor.all],
      onError: (err) => refuseAnswer(err, fieldOf(err)),
    },
  );

  const restore = useServerMutation(
    async (version: number) => {
      if (!entry) return;
      const { entry: restored } = await restoreVersion(entry.id, version);
      remember(restored);
      const restoredForm = formOf(kind, restored);
      setForm(restoredForm);
      setSavedContent(JSON.stringify(contentOf(restoredForm)));
      const now = restored.publishedVersion ?? version;
      succeed(t`Version ${version} is on the site again, as version ${now}.`);
    },
    { invalidates: [catalogueEditor.all], onError: (err) => refuseAnswer(err, undefined) },
  );

  /** The form's own checks, then the request: from the buttons' handlers only. */
  const send = (intent: Intent) => {
    // The form's own rules first (a required English text, a number out of range), in the order it shows them.
    const own = refusalOf(document.getElementById('catalogue-form') as HTMLFormElement);
    if (own) {
      const focused = document.activeElement?.id ?? '';
      return refuse(own, focused.startsWith('cat-') ? { [focused.slice(4)]: own } : {});
    }
    const checked = checkForm(form);
    if (Object.keys(checked).length > 0) return refuse(Object.values(checked)[0]!, checked);
    clear();
    void submit.run(intent);
  };

  const busy = submit.pending || restore.pending;
  return (
    <>
      <form
        id="catalogue-form"
        className="form catalogue-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send('draft');
        }}
      >
        {form.kind === 'course' ? (
          <CourseFields form={form} set={setCourse} errors={errors} />
        ) : (
          <PostFields form={form} set={setPost} errors={errors} />
        )}
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
              {submit.running?.[0] === 'draft' ? t`Saving...` : t`Save draft`}
            </button>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => send('preview')}>
              <Trans>Preview</Trans>
            </button>
            <button type="button" className="button button--accent" disabled={busy} onClick={() => send('publish')}>
              {submit.running?.[0] === 'publish' ? t`Publishing...` : t`Publish`}
            </button>
          </div>
        </div>
      </form>
      {previewing && entry && (
        <EntryPreview kind={kind} id={entry.id} slug={entry.slug} onClose={() => setPreviewing(false)} />
      )}
      {entry && <VersionList entry={entry} busy={busy} onRestore={(v) => restore.run(v)} />}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t`Leave without saving?`}
        confirmLabel={t`Leave`}
        danger
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      >
        <p>
          <Trans>Your changes to this draft are not saved. Save the draft first to keep them.</Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}
