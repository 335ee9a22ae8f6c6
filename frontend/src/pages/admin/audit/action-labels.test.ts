import { AUDIT_ACTION_LABELS, eventLabel } from 'shared/audit';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n/catalogues.ts';
import { actionLabels, eventWords } from './action-labels.ts';

// The staff screens say the events in the page's language; in English their words must stay the
// server's (shared/audit.ts), which the audit log's filter and every test of it read.
describe("the events' words on the staff screens", () => {
  it('name every audit action, in English exactly as shared/audit.ts does', () => {
    expect(Object.keys(actionLabels).sort()).toEqual(Object.keys(AUDIT_ACTION_LABELS).sort());
    for (const type of Object.keys(AUDIT_ACTION_LABELS)) expect(eventWords(type, '')).toBe(AUDIT_ACTION_LABELS[type]);
    for (const type of ['student.registered', 'student.test-submitted', 'student.data-exported'])
      expect(eventWords(type, '')).toBe(eventLabel(type));
  });

  it('are Tamil on a Tamil page, and an unknown event keeps the words it came with', async () => {
    await activateLocale('ta');
    expect(eventWords('student.validated', 'Validated a student')).toMatch(/\p{Script=Tamil}/u);
    expect(eventWords('some.new-event', 'Some new event')).toBe('Some new event');
  });
});
