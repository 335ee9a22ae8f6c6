import { PermanentError, type JobContext } from '../runtime/processor.ts';

/** An integer id from the job's payload; a job without it can never succeed. */
export function idIn(ctx: JobContext, key: string): number {
  const value = ctx.data.payload[key];
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new PermanentError(`The job has no ${key}.`);
  return value;
}

export const studentIdOf = (ctx: JobContext) => idIn(ctx, 'studentId');
