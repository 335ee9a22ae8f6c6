import { describe, expect, it } from 'vitest';
import { redactError, redactPersonal } from './redact.ts';

describe('redactPersonal', () => {
  it('takes out addresses and Indian phone numbers however they are written, and leaves ids and UTRs', () => {
    const text =
      'Key (email)=(Priya.R+1@Example.co.in) exists; 550 <kavi@mail.example.in>: no such user; phone +91 98765 43210 or 09876543210 or 9876543210; job e123-mail-offer-letter UTR 412345678901';
    const out = redactPersonal(text);
    for (const gone of ['Priya.R+1@Example.co.in', 'kavi@mail.example.in', '98765 43210', '9876543210'])
      expect(out).not.toContain(gone);
    expect(out).toContain('e123-mail-offer-letter');
    expect(out).toContain('412345678901');
    expect(out).toContain('[e-mail]');
  });

  it('redacts an error in place, message and stack', () => {
    const err = redactError(new Error('duplicate key: (email)=(meena@example.in)'));
    expect(err.message).toBe('duplicate key: (email)=([e-mail])');
    expect(err.stack).not.toContain('meena@example.in');
  });
});

describe('the log line of an error', () => {
  it('keeps the kind of error and its place in the code, without the address a database error quoted', async () => {
    const { errorForLog } = await import('../log.ts');
    const err = Object.assign(new Error('duplicate key value violates unique constraint "students_email_unique"'), {
      detail: 'Key (email)=(lalitha.k@example.in) already exists.',
    });
    const line = JSON.stringify(errorForLog(err));
    expect(line).not.toContain('lalitha.k@example.in');
    expect(line).toContain('students_email_unique');
    expect(line).toContain('Key (email)=([e-mail]) already exists.');
    expect(line).toContain('redact.test.ts');
  });
});
