import { afterAll } from 'vitest';
import { configureMail } from '../src/mail/transport.ts';

// A worker may run several files with the same modules (isolate: false): no file's mail settings reach the next.
afterAll(() => configureMail(undefined));
