import { randomInt } from 'node:crypto';

/** A shuffled copy of 0..n-1 (Fisher-Yates with the system's random numbers: an order nobody can predict). */
export function shuffled(n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** One rule's pool: the current versions of a category's questions, with each one's number of options. */
export interface Pool {
  count: number;
  versions: { id: number; options: number }[];
}

/**
 * A new attempt's draw: from each rule's pool `count` questions at random, all of them in a random order,
 * and each question's options in a random order, so two interns (or two attempts) get other questions
 * from a larger pool and nobody can share 'the third option of Q5'. Stored on the attempt: a resume
 * shows the same test. Returns null when a pool holds fewer questions than its rule draws.
 */
export function drawAttempt(pools: readonly Pool[]): { questionVersionIds: number[]; optionOrders: number[][] } | null {
  const drawn: { id: number; options: number }[] = [];
  for (const pool of pools) {
    if (pool.versions.length < pool.count) return null;
    drawn.push(
      ...shuffled(pool.versions.length)
        .slice(0, pool.count)
        .map((i) => pool.versions[i]!),
    );
  }
  const order = shuffled(drawn.length).map((i) => drawn[i]!);
  return { questionVersionIds: order.map((q) => q.id), optionOrders: order.map((q) => shuffled(q.options)) };
}
