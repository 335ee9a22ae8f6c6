import { PermanentError, type JobContext } from '../runtime/processor.ts';

export type Payload = Record<string, unknown>;

/** An integer id from a job's payload; a job without it can never succeed. */
export function idOf(payload: Payload, key: string): number {
  const value = payload[key];
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new PermanentError(`The job has no ${key}.`);
  return value;
}

export const idIn = (ctx: JobContext, key: string) => idOf(ctx.data.payload, key);

export const studentIdOf = (ctx: JobContext) => idIn(ctx, 'studentId');
