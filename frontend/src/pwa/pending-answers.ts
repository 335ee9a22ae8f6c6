import { clear, createStore, del, delMany, entries, get, set, type UseStore } from 'idb-keyval';

/** A choice the server has not confirmed yet, kept on the phone under [attemptId, question]. */
interface Kept {
  testNo: number;
  choice: number;
}
type Key = [attemptId: number, question: number];

/** The databases (IndexedDB) of the kept answers and of whose they are. */
const ANSWERS_DB = 'internhub-quiz';
const OWNER_DB = 'internhub-quiz-owner';

let store: UseStore | undefined;

/**
 * The store, opened on first use: a browser without IndexedDB (or one that refuses it, as some private modes
 * do) keeps answers in memory only, as before, rather than failing the test. Only an opened store is
 * remembered, so storage that appears later (a test's in-memory IndexedDB) is used from then on.
 */
function kept(): UseStore | null {
  if (!store && typeof indexedDB !== 'undefined') {
    try {
      store = createStore(ANSWERS_DB, 'pending-answers');
    } catch {
      return null;
    }
  }
  return store ?? null;
}

// Writes run one after another, so a confirmation's removal never overtakes the keeping of a newer choice.
let queue: Promise<unknown> = Promise.resolve();
function write<T>(op: (s: UseStore) => Promise<T>): Promise<T | undefined> {
  const s = kept();
  if (!s) return Promise.resolve(undefined);
  const run = queue.then(
    () => op(s),
    () => op(s),
  );
  queue = run.catch((err: unknown) => console.warn('could not keep the answers on this device', err));
  return run.catch(() => undefined);
}

/** Keeps question `question`'s `choice` of attempt `attemptId` (test `testNo`) until the server confirms it. */
export function keepAnswer(testNo: number, attemptId: number, question: number, choice: number) {
  return write((s) => set([attemptId, question] satisfies Key, { testNo, choice } satisfies Kept, s));
}

/** The server has it. */
export function forgetAnswer(attemptId: number, question: number) {
  return write((s) => del([attemptId, question] satisfies Key, s));
}

/** A storage that does not answer (a blocked database) must not hold the test back: the server's choices do. */
const READ_PATIENCE_MS = 2000;

async function keys(match: (key: Key, value: Kept) => boolean) {
  const s = kept();
  if (!s) return [];
  const read = queue.then(() => entries<Key, Kept>(s)).catch(() => []);
  const late = new Promise<[]>((resolve) => setTimeout(() => resolve([]), READ_PATIENCE_MS));
  const all = (await Promise.race([read, late])) as [Key, Kept][];
  return all.filter(([key, value]) => match(key, value));
}

/**
 * Forgets every kept answer on this device (at sign-out): without the session they can never be sent, and the
 * next person on a shared phone has no business with them.
 */
export function forgetKeptAnswers() {
  return write((s) => clear(s));
}

let ownerStore: UseStore | undefined;

/** Beside the answers, in a store of its own: the copies name of the sign-in they were kept under (pwa/copies.ts). */
function keptFor(): UseStore | null {
  if (!ownerStore && typeof indexedDB !== 'undefined') {
    try {
      ownerStore = createStore(OWNER_DB, 'owner');
    } catch {
      return null;
    }
  }
  return ownerStore ?? null;
}

/**
 * Whether this device may hold kept answers: a browser that never kept one has no database of ours, and
 * opening the stores to empty them would create two, on every visitor's first screen. A browser that
 * cannot list its databases is looked into.
 */
async function anythingKept(): Promise<boolean> {
  if (store || ownerStore) return true;
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((db) => db.name === ANSWERS_DB || db.name === OWNER_DB);
  } catch {
    return true;
  }
}

/**
 * The answers kept on this device belong to one sign-in (`owner`, the session's copies name): another's, or
 * none, forgets them all, as the service worker's copies are (pwa/register.ts keepOnlyTheSessionsData).
 */
export async function adoptKeptAnswers(owner: string | null) {
  if (!owner && !(await anythingKept())) return;
  return write(async (s) => {
    const o = keptFor();
    if (owner && o && (await get<string>('owner', o)) === owner) return;
    await clear(s);
    if (o) await (owner ? set('owner', owner, o) : del('owner', o));
  });
}

/** Forgets every kept answer of an attempt that is finished or replaced: they can no longer be saved. */
export async function forgetAttempt(attemptId: number) {
  const gone = await keys(([id]) => id === attemptId);
  if (gone.length > 0)
    await write((s) =>
      delMany(
        gone.map(([key]) => key),
        s,
      ),
    );
}

/**
 * The answers of attempt `attemptId` kept on this device (question -> choice). The server opens only one attempt
 * per test, so answers kept for another attempt of the same test belong to one that is closed: they are dropped.
 */
export async function keptAnswers(testNo: number, attemptId: number): Promise<Map<number, number>> {
  const mine = await keys((key, value) => value.testNo === testNo);
  const stale = mine.filter(([[id]]) => id !== attemptId).map(([key]) => key);
  if (stale.length > 0) await write((s) => delMany(stale, s));
  return new Map(mine.filter(([[id]]) => id === attemptId).map(([[, question], { choice }]) => [question, choice]));
}
