/**
 * Classical item analysis over graded attempts, one item per question version: each attempt adds, for
 * every version it drew, the item's score x (1 right, 0 not: unanswered is wrong, as in grading) and the
 * rest score y (the attempt's score without this item). Only sums are kept, so any number of attempts
 * streams through in constant memory, and with whole numbers they are exact:
 *
 * - facility = Σx / n, the share answering right;
 * - discrimination = Pearson's r between x and y, which for a 0/1 x is the point-biserial correlation:
 *   (nΣxy − ΣxΣy) / √((nΣx² − (Σx)²)(nΣy² − (Σy)²)), with Σx² = Σx; undefined (null) when x or y never
 *   varies. The rest score, not the total, so an item is not correlated with itself (on a 25-question
 *   test the total would lift every item's r by about 0.1).
 */
interface Tally {
  n: number;
  right: number;
  rest: number;
  restSquared: number;
  restWhenRight: number;
}

export interface ItemStat {
  versionId: number;
  attempts: number;
  facility: number;
  discrimination: number | null;
}

export class ItemTallies {
  readonly #tallies = new Map<number, Tally>();

  /** One graded attempt: the versions it drew (in any order) and whether each was answered right. */
  add(versionIds: readonly number[], correct: readonly boolean[]): void {
    const score = correct.filter(Boolean).length;
    versionIds.forEach((id, i) => {
      const x = correct[i] ? 1 : 0;
      const y = score - x;
      let t = this.#tallies.get(id);
      if (!t) this.#tallies.set(id, (t = { n: 0, right: 0, rest: 0, restSquared: 0, restWhenRight: 0 }));
      t.n += 1;
      t.right += x;
      t.rest += y;
      t.restSquared += y * y;
      t.restWhenRight += x * y;
    });
  }

  results(): ItemStat[] {
    return [...this.#tallies].map(([versionId, t]) => {
      const spreadX = t.n * t.right - t.right * t.right;
      const spreadY = t.n * t.restSquared - t.rest * t.rest;
      const discrimination =
        spreadX > 0 && spreadY > 0 ? (t.n * t.restWhenRight - t.right * t.rest) / Math.sqrt(spreadX * spreadY) : null;
      return { versionId, attempts: t.n, facility: t.right / t.n, discrimination };
    });
  }
}
