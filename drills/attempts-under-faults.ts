/**
 * Drill 7 (docs/OFFLINE.md): 1,000 tests taken on the server against the real API, while the client drops
 * requests (aborted after sending, or the answer thrown away), sends some twice at once, reloads the
 * attempt in the middle and finishes some twice at once. The client keeps its own record of the last
 * choice it meant for each question; SQL then checks that nothing was lost, counted twice or finished twice.
 *   npm run drill -- attempts   (ATTEMPTS=200 for a shorter run)
 */
import { hashPassword } from '../backend/src/lib/passwords.ts';
import { gradeAttempt } from '../backend/src/question-banks/grade.ts';
import type { QuestionContent } from 'shared/api/question-banks';
import { fmt, startStack } from './support.ts';
import type { DrillResult } from './types.ts';

const ATTEMPTS = Number(process.env.ATTEMPTS ?? 1000);
// 60 interns: each takes about 6 attempts of each test, under the 10 new attempts per test per hour.
const INTERNS = 60;
const CONCURRENCY = 20;
const PASSWORD = 'drill-password-1';

class Replaced extends Error {}

interface Planned {
  intern: number;
  testNo: number;
}

export async function run(): Promise<DrillResult> {
  const stack = await startStack({ workers: 0 });
  const { base, db } = stack;
  const notes: string[] = [];
  const counts = {
    requests: 0,
    dropped: 0,
    lostAnswers: 0,
    duplicated: 0,
    reloads: 0,
    doubleFinishes: 0,
    retries: 0,
    replacedRestarts: 0,
  };
  const clientProblems: string[] = [];
  try {
    // Validated interns, seeded straight into the private cluster (enrolment has its own drill).
    const hash = await hashPassword(PASSWORD);
    const ids: number[] = [];
    for (let i = 0; i < INTERNS; i++) {
      const { rows } = await db.query<{ id: number }>(
        `insert into students (name, email, college, phone, start_date, end_date, department, course, fee_rupees, password_hash, validated, validated_at, created_at, updated_at)
         values ($1, $2, 'Drill College', $3, '2026-01-05', '2099-02-20', 'CSE', 'Full Stack Development', 499, $4, true, now(), now(), now()) returning id`,
        [`Drill Intern ${i}`, `attempt-drill-${i}@example.in`, `9${String(200000000 + i)}`, hash],
      );
      ids.push(rows[0]!.id);
    }

    const ipOf = (intern: number) => `10.7.${intern >> 8}.${intern & 255}`;
    // As the site's own pages send it: the Origin of the app (the API refuses other origins' writes).
    const headersOf = (intern: number, cookie?: string) => ({
      'content-type': 'application/json',
      origin: base,
      'x-forwarded-for': ipOf(intern),
      ...(cookie ? { cookie } : {}),
    });
    const cookies: string[] = [];
    for (let i = 0; i < INTERNS; i++) {
      const res = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: headersOf(i),
        body: JSON.stringify({ email: `attempt-drill-${i}@example.in`, password: PASSWORD }),
      });
      if (res.status !== 200) throw new Error(`login ${i}: ${res.status} ${await res.text()}`);
      cookies.push((res.headers.get('set-cookie') ?? '').split(';')[0]!);
    }

    /** One request that reaches the server; a fault may drop it, and then the client sends it again. */
    const send = async (
      intern: number,
      method: string,
      path: string,
      body?: unknown,
      retryBody = body,
    ): Promise<{ status: number; json: Record<string, unknown> }> => {
      for (let attempt = 0; ; attempt++) {
        const sent = attempt === 0 ? body : retryBody;
        const init = {
          method,
          headers: headersOf(intern, cookies[intern]),
          body: sent === undefined ? undefined : JSON.stringify(sent),
        };
        if (attempt > 20) throw new Error(`${method} ${path} kept failing`);
        const roll = Math.random();
        counts.requests++;
        if (roll < 0.05) {
          // Dropped on the way: the request is sent, then the connection is cut before the answer.
          counts.dropped++;
          const ctrl = new AbortController();
          setTimeout(() => ctrl.abort(), Math.random() * 8);
          await fetch(base + path, { ...init, signal: ctrl.signal })
            .then((r) => r.arrayBuffer())
            .catch(() => undefined);
          counts.retries++;
          continue;
        }
        const res = await fetch(base + path, { ...init, signal: AbortSignal.timeout(20_000) });
        const text = await res.text();
        if (roll < 0.1) {
          // The server did it, but its answer was lost (a tunnel, a sleeping phone): the client retries.
          counts.lostAnswers++;
          counts.retries++;
          continue;
        }
        if (res.status >= 500) {
          counts.retries++;
          continue;
        }
        return { status: res.status, json: JSON.parse(text) as Record<string, unknown> };
      }
    };
    /** The same request twice at once (a double tap, a retry racing the original); both must agree. */
    const twice = async (intern: number, method: string, path: string, body?: unknown) => {
      counts.duplicated++;
      const [a, b] = await Promise.all([send(intern, method, path, body), send(intern, method, path, body)]);
      if (a.status !== b.status)
        clientProblems.push(`${method} ${path} sent twice answered ${a.status} and ${b.status}`);
      return a;
    };

    const finishedByClient = new Map<
      number,
      { intern: number; testNo: number; score: number; intended: (number | null)[] }
    >();
    const takeTest = async (planned: Planned) => {
      // A start cut after sending can still reach the server after its retry and replace the attempt
      // the client is answering: as the page does, the client then continues with the newer one.
      for (let fresh = true; ; fresh = false) {
        try {
          return await takeAttempt(planned, fresh);
        } catch (err) {
          if (!(err instanceof Replaced)) throw err;
          counts.replacedRestarts++;
        }
      }
    };
    const takeAttempt = async ({ intern, testNo }: Planned, fresh: boolean) => {
      // A retried start resumes (the open attempt comes back) instead of drawing yet another one.
      let start = await send(intern, 'POST', `/api/tests/${testNo}/attempts/start`, fresh ? { fresh: true } : {}, {});
      if (start.status !== 200 && start.status !== 201)
        throw new Error(`start: ${start.status} ${JSON.stringify(start.json)}`);
      const attemptId = start.json.attemptId as number;
      const total = start.json.total as number;
      const intended: (number | null)[] = Array.from({ length: total }, () => null);
      for (let q = 1; q <= total; q++) {
        // Some answers are changed once: the later choice is the one meant.
        const rounds = Math.random() < 0.2 ? 2 : 1;
        for (let r = 0; r < rounds; r++) {
          const choice = Math.floor(Math.random() * 4);
          const path = `/api/tests/attempts/${attemptId}/answers/${q}`;
          const res =
            Math.random() < 0.1
              ? await twice(intern, 'PUT', path, { choice })
              : await send(intern, 'PUT', path, { choice });
          if (res.json.code === 'testAttemptReplaced') throw new Replaced();
          if (res.status !== 200)
            throw new Error(`answer ${attemptId}/${q}: ${res.status} ${JSON.stringify(res.json)}`);
          intended[q - 1] = choice;
        }
        if (Math.random() < 0.03) {
          // A reload: the page starts the test again and must get the same attempt with the choices so far.
          counts.reloads++;
          start = await send(intern, 'POST', `/api/tests/${testNo}/attempts/start`, {});
          const back = start.json.choices as (number | null)[];
          if (start.json.attemptId !== attemptId) throw new Replaced();
          if (JSON.stringify(back) !== JSON.stringify(intended)) {
            clientProblems.push(
              `reload of attempt ${attemptId} gave attempt ${String(start.json.attemptId)} with ${JSON.stringify(back)}`,
            );
          }
        }
      }
      const path = `/api/tests/attempts/${attemptId}/finish`;
      let fin: { status: number; json: Record<string, unknown> };
      if (Math.random() < 0.2) {
        counts.doubleFinishes++;
        const [a, b] = await Promise.all([send(intern, 'POST', path), send(intern, 'POST', path)]);
        if (a.json.score !== b.json.score)
          clientProblems.push(
            `attempt ${attemptId} finished twice at once scored ${String(a.json.score)} and ${String(b.json.score)}`,
          );
        fin = a;
      } else fin = await send(intern, 'POST', path);
      if (fin.json.code === 'testAttemptReplaced') throw new Replaced();
      if (fin.status !== 200) throw new Error(`finish ${attemptId}: ${fin.status} ${JSON.stringify(fin.json)}`);
      finishedByClient.set(attemptId, { intern, testNo, score: fin.json.score as number, intended });
    };

    // Attempts spread over interns and tests; one intern takes one test at a time (as one person does).
    const perIntern: Planned[][] = Array.from({ length: INTERNS }, () => []);
    for (let k = 0; k < ATTEMPTS; k++)
      perIntern[k % INTERNS]!.push({ intern: k % INTERNS, testNo: (Math.floor(k / INTERNS) % 3) + 1 });
    const started = performance.now();
    const queue = [...perIntern];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let plan = queue.shift(); plan !== undefined; plan = queue.shift())
          for (const p of plan) await takeTest(p);
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    // The checks, by SQL on the private cluster.
    const { rows } = await db.query<{
      id: number;
      student_id: number;
      test_no: number;
      state: string;
      choices: (number | null)[];
      question_version_ids: number[];
      option_orders: number[][];
      quiz_attempt_id: number | null;
      score: number | null;
      finished_at: Date | null;
    }>(
      `select t.id, t.student_id, t.test_no, t.state, t.choices, t.question_version_ids, t.option_orders, t.quiz_attempt_id, q.score, t.finished_at
         from test_attempts t left join quiz_attempts q on q.id = t.quiz_attempt_id`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const versions = new Map(
      (await db.query<{ id: number; content: QuestionContent }>(`select id, content from question_versions`)).rows.map(
        (v) => [v.id, v.content],
      ),
    );
    let notFinishedOnce = 0;
    let lost = 0;
    let tooMany = 0;
    let wrongScore = 0;
    let clientScoreDiffers = 0;
    for (const [id, c] of finishedByClient) {
      const row = byId.get(id);
      if (!row || row.state !== 'finished' || row.quiz_attempt_id === null) {
        notFinishedOnce++;
        continue;
      }
      lost += c.intended.filter((choice, i) => row.choices[i] !== choice).length;
      if (row.choices.length !== row.question_version_ids.length) tooMany++;
      const recomputed = gradeAttempt(versions, {
        questionVersionIds: row.question_version_ids,
        optionOrders: row.option_orders,
        choices: row.choices,
      }).score;
      if (recomputed !== row.score) wrongScore++;
      if (c.score !== row.score) clientScoreDiffers++;
    }
    const gradedTwice = await stack.n(
      `select count(*) from (select quiz_attempt_id from test_attempts where quiz_attempt_id is not null group by 1 having count(*) > 1) x`,
    );
    const quizRows = await stack.n(`select count(*) from quiz_attempts`);
    const finishedRows = await stack.n(`select count(*) from test_attempts where state = 'finished'`);
    const openLeft = await stack.n(`select count(*) from test_attempts where state = 'open'`);
    const replaced = await stack.n(`select count(*) from test_attempts where state = 'replaced'`);
    const markWrong = await stack.n(
      `select count(*) from students s where s.id = any($1::int[]) and s.test_mark is distinct from (
         select q.score from test_attempts t join quiz_attempts q on q.id = t.quiz_attempt_id
          where t.student_id = s.id and t.test_no = 1 and t.state = 'finished' order by t.finished_at desc, t.id desc limit 1)`,
      [ids],
    );
    notes.push(
      `${fmt(ATTEMPTS)} attempts by ${INTERNS} interns, ${CONCURRENCY} at once, in ${Math.round(seconds)} s: ${fmt(counts.requests)} requests sent, ` +
        `${fmt(counts.dropped)} cut after sending, ${fmt(counts.lostAnswers)} answers thrown away (each then retried), ${fmt(counts.duplicated)} sent twice at once, ` +
        `${fmt(counts.reloads)} reloads, ${fmt(counts.doubleFinishes)} finished twice at once; ${replaced} attempts replaced (by a cut start arriving late: ${counts.replacedRestarts} restarts), ${openLeft} left open`,
    );
    const checks = [
      {
        name: `attempts finished (${ATTEMPTS})`,
        ok: finishedByClient.size === ATTEMPTS && finishedRows === ATTEMPTS,
        detail: `${finishedByClient.size} finished by the client, ${finishedRows} finished rows`,
      },
      {
        name: 'every attempt finished exactly once',
        ok: notFinishedOnce === 0 && gradedTwice === 0 && quizRows === ATTEMPTS,
        detail: `${notFinishedOnce} not finished, ${gradedTwice} graded rows shared, ${quizRows} quiz_attempts rows for ${ATTEMPTS}`,
      },
      {
        name: '0 answers lost',
        ok: lost === 0,
        detail: `${lost} stored choices differ from the last one the client meant`,
      },
      {
        name: '0 answers counted twice',
        ok: tooMany === 0,
        detail: `${tooMany} attempts with more answers than questions`,
      },
      {
        name: 'the stored score is the one the stored choices earn',
        ok: wrongScore === 0 && clientScoreDiffers === 0,
        detail: `${wrongScore} differ on recomputation, ${clientScoreDiffers} differ from the finish's answer`,
      },
      {
        name: "test 1's mark is the last finished test-1 attempt's",
        ok: markWrong === 0,
        detail: `${markWrong} interns with another mark`,
      },
      {
        name: 'reloads and duplicates agreed',
        ok: clientProblems.length === 0,
        detail:
          clientProblems.slice(0, 3).join('; ') ||
          `${counts.reloads} reloads and ${counts.duplicated + counts.doubleFinishes} doubles all agreed`,
      },
    ];
    return { name: 'attempts under faults', checks, notes };
  } finally {
    await stack.stop();
  }
}
