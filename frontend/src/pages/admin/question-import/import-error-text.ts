import { t } from '@lingui/core/macro';
import type { ImportLineError } from 'shared/api/question-import';
import { isMessageCode, isValuedCode } from 'shared/messages';
import { sharedText } from '../../../i18n/shared-text.ts';
import { valuedText } from '../../../i18n/valued-text.ts';

/** One problem of an imported file in the page's language, after its line: "line 14: no correct answer". */
export function importErrorText(error: ImportLineError): string {
  const { line, code } = error;
  let problem: string | undefined;
  if (isValuedCode(code)) problem = valuedText(code, error.values);
  else if (isMessageCode(code)) problem = sharedText(code);
  if (problem === undefined) return error.message;
  return t`line ${line}: ${problem}`;
}
