import type { MikroORM } from '@mikro-orm/postgresql';
import type { Pool, PoolClient } from 'pg';
import type { CourseContent } from 'shared/api/catalogue';
import type { PaymentKind } from 'shared/payments';
import { log } from '../log.ts';
import type { CourseOffer, FeeSource } from './fee-source.ts';
import { publishedCatalogue } from '../queries/catalogue.ts';
import { feeAt, feesInEffectBetween } from './fees.ts';
import { encodeBody, type BodyEncoding } from './encodings.ts';
import { buildSnapshot, type CatalogueRow, type CatalogueRows, type CatalogueSnapshot } from './snapshot.ts';

/** The published snapshot, with its bytes compressed once for GET /api/catalogue (`encodings.ts`). */
export interface PublishedSnapshot extends CatalogueSnapshot {
  encoded: Record<BodyEncoding, Buffer>;
}

function published(rows: CatalogueRows, now: Date): PublishedSnapshot {
  const snap = buildSnapshot(rows, now);
  return { ...snap, encoded: encodeBody(snap.body) };
}

/** How far back a fee a visitor was shown is still honoured: a student who paid yesterday keeps yesterday's fee. */
export const SHOWN_FEE_HONOURED_MS = 48 * 3600 * 1000;

/**
 * The published catalogue, kept in memory by each API process: the public pages and every fee check read
 * it without a query. A publish NOTIFYs `catalogue_published` at commit; every process LISTENs and reads
 * the published versions again (the publishing process at once, before it answers). A lost connection
 * reconnects and reads again, since a notice sent meanwhile is gone. A fee set ahead takes effect on the
 * first read after its moment.
 */
export class CatalogueStore implements FeeSource {
  private snapshot: PublishedSnapshot | undefined;
  private loading: Promise<PublishedSnapshot> | undefined;
  private again: Promise<PublishedSnapshot> | undefined;
  private listener: PoolClient | undefined;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The current snapshot (read from PostgreSQL on first use). */
  async current(): Promise<PublishedSnapshot> {
    const snap = this.snapshot ?? (await this.refresh());
    if (snap.validUntil && this.now() >= snap.validUntil) {
      this.snapshot = published(snap.rows, this.now());
      return this.snapshot;
    }
    return snap;
  }

  /**
   * Reads the published versions again. Callers while a read is under way share one more read after it:
   * that read may have begun before the publish they were told of, so it cannot answer them.
   */
  refresh(): Promise<PublishedSnapshot> {
    if (this.loading) {
      this.again ??= this.loading
        .catch(() => undefined)
        .then(() => {
          this.again = undefined;
          return this.refresh();
        });
      return this.again;
    }
    this.loading = publishedCatalogue(this.orm.em.fork())
      .then((rows) => (this.snapshot = published(rows, this.now())))
      .finally(() => (this.loading = undefined));
    return this.loading;
  }

  /** A published course by its id, or by its English name (any case) for a record made before ids. */
  async course(ref: { id?: string | null; name?: string }): Promise<CatalogueRow<CourseContent> | undefined> {
    const { rows } = await this.current();
    if (ref.id) return rows.courses.find((c) => c.id === ref.id);
    const name = ref.name?.trim().toLowerCase();
    return name ? rows.courses.find((c) => c.content.name.en.toLowerCase() === name) : undefined;
  }

  /**
   * The fee a new registration (or extra course) of `course` keeps: the fee the visitor says they were
   * shown, when it was the course's fee at some moment of the last 48 hours, else the fee in effect now.
   */
  feeKept(
    course: CourseContent,
    kind: 'registration' | 'extra-course',
    shown: number | undefined,
    now = this.now(),
  ): number[] {
    const amounts = (fee: ReturnType<typeof feeAt>) => (kind === 'registration' ? [fee.registration] : fee.extra);
    if (shown !== undefined) {
      const recent = feesInEffectBetween(course.fees, new Date(now.getTime() - SHOWN_FEE_HONOURED_MS), now);
      const match = recent.find((fee) => amounts(fee).includes(shown));
      if (match) return kind === 'registration' ? [shown] : match.extra;
    }
    return amounts(feeAt(course.fees, now));
  }

  /**
   * The course a registration or an extra course of the course so named takes, with the fee(s) it stores
   * (`FeeSource`, the commands' view of the store): `feeKept`, or undefined when the published catalogue
   * does not offer the course for that kind (unknown, retired, not offered there, or no extra amount).
   */
  async offerFor(
    courseName: string,
    kind: PaymentKind,
    shown: number | undefined,
    now = this.now(),
  ): Promise<CourseOffer | undefined> {
    const row = await this.course({ name: courseName });
    const course = row?.content;
    if (!row || !course || course.retired || !course.offered[kind === 'registration' ? 'registration' : 'extra'])
      return undefined;
    const fee = this.feeKept(course, kind, shown, now);
    return fee.length > 0 ? { courseId: row.id, course: course.name.en, feeRupees: [...fee] } : undefined;
  }

  /** Starts listening for publishes (the API process; tests' apps too). */
  async listen(): Promise<void> {
    if (this.stopped) return;
    try {
      const pool = (await this.orm.em.getConnection().getNativeClient()) as Pool;
      const client = await pool.connect();
      const lost = (err?: Error) => {
        if (this.listener !== client) return;
        this.listener = undefined;
        client.release(err ?? true);
        if (!this.stopped) setTimeout(() => void this.listen(), 1000).unref();
      };
      client.on('error', lost);
      client.on('notification', (n) => {
        if (n.channel === 'catalogue_published') void this.refresh().catch(() => undefined);
      });
      this.listener = client;
      await client.query('listen catalogue_published');
      await this.refresh(); // whatever was published while not listening
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'the catalogue cannot listen for publishes yet; retrying');
      if (!this.stopped) setTimeout(() => void this.listen(), 1000).unref();
    }
  }

  async close(): Promise<void> {
    this.stopped = true;
    const client = this.listener;
    this.listener = undefined;
    if (client) {
      await client.query('unlisten *').catch(() => undefined);
      client.release(true);
    }
  }
}
