import { ApiError } from '../../../api/client.ts';
import { saveAnswer } from '../../../api/intern.ts';
import { forgetAnswer, forgetAttempt, keepAnswer } from '../../../pwa/pending-answers.ts';

/** 'saved': nothing left to send; 'sending': a save is on its way; 'waiting': a save failed and waits to be retried; 'refused': the server said no (a final answer). */
export type SaveState = 'saved' | 'sending' | 'waiting' | 'refused';

/** Waits before the n-th retry (1 s, 2 s, 4 s ... at most 30 s): a weak network gets room, a returning one is used soon. */
const retryDelay = (failures: number) => Math.min(1000 * 2 ** (failures - 1), 30_000);

/** No answer, a server error or a rate limit may pass; any other refusal (a finished or replaced attempt) will not. */
const retryable = (err: unknown) =>
  !(err instanceof ApiError) || err.status >= 500 || err.status === 408 || err.status === 429;

/** The attempt is finished, replaced (409) or not this intern's (404): none of its answers can be saved any more. */
const attemptClosed = (err: unknown) => err instanceof ApiError && (err.status === 409 || err.status === 404);

/**
 * Sends an attempt's chosen answers one at a time (PUT .../answers/:q is idempotent, so a retry is safe).
 * The newest choice per question is kept until the server has it: a choice changed while its save is on the
 * way is sent again, and a failed save is retried with backoff, or at once when the browser is back online.
 * Each choice is also kept on the device (IndexedDB) until the server confirms it, so a reload or a closed tab
 * while offline loses nothing: the next opening of the attempt restores and sends it.
 */
export class AnswerSaver {
  state: SaveState = 'saved';
  refusal: unknown = null;
  private readonly pending = new Map<number, number>();
  private busy = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = true;
  private readonly listeners = new Set<() => void>();
  private settle: { resolve: () => void; reject: (err: unknown) => void }[] = [];

  constructor(
    readonly attemptId: number,
    readonly testNo: number,
    private readonly send = saveAnswer,
  ) {}

  /** Choices kept on the device from an earlier page (not confirmed then): sent once started. */
  restore(kept: Map<number, number>) {
    for (const [question, choice] of kept) this.pending.set(question, choice);
  }

  /** Sends (and listens for the network's return) from now on; stop() pauses it, keeping what is not saved. */
  start() {
    this.stopped = false;
    window.addEventListener('online', this.now);
    this.now();
  }

  /** Question `question` (from 1) now has `choice`: kept until saved. */
  save(question: number, choice: number) {
    this.pending.set(question, choice);
    if (this.state === 'refused') return;
    void keepAnswer(this.testNo, this.attemptId, question, choice);
    void this.pump();
  }

  /** Resolves once every choice is saved; rejects with the error of the next failed try (Finish then says so). */
  flush(): Promise<void> {
    if (this.pending.size === 0 && !this.busy) return Promise.resolve();
    if (this.state === 'refused') return Promise.reject(this.refusal);
    const done = new Promise<void>((resolve, reject) => this.settle.push({ resolve, reject }));
    this.now();
    return done;
  }

  /** The questions whose newest choice the server has not confirmed (waiting, or refused), in order. */
  unsaved(): number[] {
    return [...this.pending.keys()].sort((a, b) => a - b);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    window.removeEventListener('online', this.now);
  }

  /** Retries now rather than at the backoff's time. */
  private now = () => {
    if (this.stopped || this.busy || this.state === 'refused') return;
    clearTimeout(this.timer);
    this.timer = undefined;
    void this.pump();
  };

  private set(state: SaveState) {
    this.state = state;
    for (const l of this.listeners) l();
  }

  private finish(err?: unknown) {
    const waiting = this.settle;
    this.settle = [];
    for (const w of waiting) {
      if (err === undefined) w.resolve();
      else w.reject(err);
    }
  }

  private async pump() {
    if (this.busy || this.stopped || this.timer !== undefined) return;
    this.busy = true;
    try {
      for (
        let next = this.pending.entries().next();
        !next.done && !this.stopped;
        next = this.pending.entries().next()
      ) {
        const [question, choice] = next.value;
        this.set('sending');
        try {
          await this.send(this.attemptId, question, choice);
        } catch (err) {
          if (retryable(err)) {
            this.failures += 1;
            this.set('waiting');
            this.timer = setTimeout(() => {
              this.timer = undefined;
              void this.pump();
            }, retryDelay(this.failures));
          } else {
            this.refusal = err;
            this.set('refused');
            // Not retried on the next opening either.
            void (attemptClosed(err) ? forgetAttempt(this.attemptId) : forgetAnswer(this.attemptId, question));
          }
          this.finish(err);
          return;
        }
        this.failures = 0;
        // A newer choice made while this one was on its way stays to be sent.
        if (this.pending.get(question) === choice) {
          this.pending.delete(question);
          void forgetAnswer(this.attemptId, question);
        }
      }
      if (!this.stopped) {
        this.set('saved');
        this.finish();
      }
    } finally {
      this.busy = false;
    }
  }
}
