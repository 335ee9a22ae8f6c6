import { describe, expect, it } from 'vitest';
import { documentRules } from 'shared/documents';
import { fanOut } from './fan-out.ts';

describe('which job makes each document', () => {
  it('names a fan-out handler for every kind, so its status follows a real job (none waits on a job that never exists)', () => {
    const handlers = new Set(Object.values(fanOut).flatMap((specs) => specs.map((s) => s.handler)));
    for (const [kind, rule] of Object.entries(documentRules)) expect(handlers.has(rule.handler), kind).toBe(true);
    expect(fanOut['extra-course.completed']).toEqual([
      { handler: 'extra-certificate', queue: 'documents' },
      { handler: 'mail-extra-certificate', queue: 'mail', after: 'extra-certificate' },
    ]);
  });
});
