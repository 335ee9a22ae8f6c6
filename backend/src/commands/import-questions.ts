import type { EntityManager } from '@mikro-orm/postgresql';
import type { ImportLineError, QuestionImportFields } from 'shared/api/question-import';
import { HttpError } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { lineError } from '../question-banks/import/parsed.ts';
import { prepareImport, type PreparedImport } from '../question-banks/import/prepare-import.ts';
import { saveQuestion } from './save-question.ts';

/** The import stopped half-way by a question the banks refused: the transaction rolls back. */
class ImportRolledBack extends Error {
  constructor(readonly errors: ImportLineError[]) {
    super('import rolled back');
  }
}

export type ImportOutcome = { applied: true; prepared: PreparedImport } | { applied: false; errors: ImportLineError[] };

/**
 * An editor imports a file: all of it or nothing. In one transaction the file is matched against the
 * banks as they are, and when it has no error every question is saved through saveQuestion (a new
 * question, or a new version of the one it names; an unchanged one writes nothing) with one
 * `questions.imported` event for the whole file (none when it changes nothing). Any error, found before or while saving (a category
 * a test draws from emptied), writes nothing and is answered by line.
 */
export async function importQuestions(
  em: EntityManager,
  { text, fields, adminId }: { text: string; fields: Omit<QuestionImportFields, 'mode'>; adminId: number },
): Promise<ImportOutcome> {
  const by = `admin:${adminId}` as const;
  try {
    return await em.transactional(async (tx) => {
      const prepared = await prepareImport(tx, { text, ...fields });
      if (prepared.errors.length > 0) return { applied: false, errors: prepared.errors };
      // New questions first: a question moved into a category then counts before another leaves it.
      const order = [...prepared.questions].sort(
        (a, b) => Number(a.questionId !== null) - Number(b.questionId !== null),
      );
      for (const q of order) {
        if (q.action === 'unchanged') continue;
        try {
          await saveQuestion(tx, { questionId: q.questionId, content: q.content, by, audit: false });
        } catch (err) {
          if (err instanceof HttpError && err.code === 'questionPoolWouldShrink') {
            throw new ImportRolledBack([lineError(q.line, 'questionPoolWouldShrink')]);
          }
          if (err instanceof HttpError && err.code === 'questionNameTaken') {
            throw new ImportRolledBack([lineError(q.line, 'questionNameTaken')]);
          }
          throw err;
        }
      }
      const added = prepared.questions.filter((q) => q.action === 'add').length;
      const updated = prepared.questions.filter((q) => q.action === 'update').length;
      // A file that changes nothing (an export imported again) leaves no trace either.
      if (added + updated > 0) {
        recordEvent(
          tx,
          'questions.imported',
          { type: 'questions', id: fields.format },
          { format: fields.format, language: fields.language, added, updated },
          by,
        );
        await tx.flush();
      }
      return { applied: true, prepared };
    });
  } catch (err) {
    if (err instanceof ImportRolledBack) return { applied: false, errors: err.errors };
    throw err;
  }
}
