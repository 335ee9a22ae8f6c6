import { useEffect, useRef, useState } from 'react';
import type { ImportLineError, QuestionImportFields, QuestionImportSummary } from 'shared/api/question-import';
import { ApiError, isAbort } from '../../../api/client.ts';
import { sendQuestionFile } from '../../../api/question-import.ts';
import { errorMessage } from '../../../lib/error-message.ts';

type Fields = Omit<QuestionImportFields, 'mode'>;

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'sending'; mode: QuestionImportFields['mode']; progress: number }
  /** What the file would do; Apply sends the same file and fields again. */
  | { phase: 'previewed'; summary: QuestionImportSummary }
  | { phase: 'applied'; summary: QuestionImportSummary }
  /** The server refused to apply for the file's errors: nothing was written. */
  | { phase: 'refused'; errors: ImportLineError[]; moreErrors: boolean }
  | { phase: 'failed'; message: string };

/** The errors a 422 answer of an apply lists, if it is one. */
function refusedErrors(err: unknown): { errors: ImportLineError[]; moreErrors: boolean } | null {
  if (!(err instanceof ApiError) || err.status !== 422) return null;
  const body = err.body as { errors?: unknown; moreErrors?: unknown } | undefined;
  return Array.isArray(body?.errors)
    ? { errors: body.errors as ImportLineError[], moreErrors: body.moreErrors === true }
    : null;
}

/**
 * A question file sent for a preview, then applied (POST /api/admin/questions/import, XMLHttpRequest
 * for the upload's progress). Changing the file or a field forgets the preview: Apply always sends
 * what was previewed.
 */
export function useQuestionImport() {
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const reset = () => {
    abort.current?.abort();
    setState({ phase: 'idle' });
  };

  const send = (file: File, fields: Fields, mode: QuestionImportFields['mode']) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const live = () => !controller.signal.aborted;
    setState({ phase: 'sending', mode, progress: 0 });
    sendQuestionFile(
      file,
      { ...fields, mode },
      {
        signal: controller.signal,
        onProgress: (progress) => {
          if (live()) setState({ phase: 'sending', mode, progress });
        },
      },
    ).then(
      (summary) => {
        if (live()) setState({ phase: mode === 'apply' ? 'applied' : 'previewed', summary });
      },
      (err: unknown) => {
        if (isAbort(err) || !live()) return;
        const refused = refusedErrors(err);
        setState(refused ? { phase: 'refused', ...refused } : { phase: 'failed', message: errorMessage(err) });
      },
    );
  };

  return { state, send, reset };
}
