import type { HttpError } from '../errors.ts';

/**
 * Runs `work`, turning a unique index's refusal (PostgreSQL 23505) into the answer `refusals` gives for
 * that index: a taken name or address is checked by PostgreSQL, so two editors saving at once cannot
 * both take one, and the editor reads it as a 409 on the field. Any other error passes through.
 */
export async function refusingTaken<T>(work: () => Promise<T>, refusals: Record<string, () => HttpError>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const { code, constraint } = err as { code?: string; constraint?: string };
    const refusal = code === '23505' && constraint !== undefined ? refusals[constraint] : undefined;
    if (refusal) throw refusal();
    throw err;
  }
}
