import { PRIVACY_NOTICE_VERSION } from '../../shared/src/privacy.ts';
import { timed, type Recorder } from './open-model.ts';
import type { Screenshot } from './screenshots.ts';

/** A visitor's own address, as the proxy in front of the site appends it (the stack trusts one hop). */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** What a browser sends with every request of ours: a same-origin fetch from the visitor's address. */
const browser = (ip: string, cookie?: string) => ({
  'x-forwarded-for': ip,
  'sec-fetch-site': 'same-origin',
  ...(cookie ? { cookie } : {}),
});
const json = (ip: string, cookie?: string) => ({ ...browser(ip, cookie), 'content-type': 'application/json' });
/** Every cookie the answer set (the session's and the offline copies'), as the browser sends them back. */
const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');

/** The registration form's screenshot status poll (frontend/src/hooks/useScreenshotUpload.ts). */
const POLL_MS = 700;

export interface Enrolled {
  email: string;
  studentId: number;
  cookie: string;
  ip: string;
}

export interface EnrolmentOutcome {
  email: string;
  /** The registration answered 201. */
  registered: boolean;
  /** Where it stopped, when it did: the step and its status or error. */
  failure?: string;
  /** The polls that found the screenshot compressed before the form was sent. */
  compressedBeforeSubmit: boolean;
  student?: Enrolled;
}

/**
 * One visitor's enrolment, request by request as the site's registration page makes them
 * (RegistrationPage, RegistrationForm, useScreenshotUpload; e2e/enrolment.e2e.ts drives the same in
 * Chromium): the page warms the API up and issues the payment reference, uploads the screenshot as soon
 * as it is chosen, polls its status every 700 ms while the rest of the form is filled in (`thinkMs`;
 * the poll stops once the screenshot is compressed and read), sends the form, then signs in and opens
 * the dashboard (GET /api/me) as the e2e test does after landing on /login.
 */
export async function enrol(
  base: string,
  rec: Recorder,
  n: number,
  shot: Screenshot,
  thinkMs: number,
): Promise<EnrolmentOutcome> {
  const ip = addressOf(n);
  const email = `season-${n}@example.in`;
  const password = `season passphrase ${n}`;
  const outcome: EnrolmentOutcome = { email, registered: false, compressedBeforeSubmit: false };
  try {
    // The page's two calls at load, together. Neither stops the visitor (stores/server.ts,
    // usePaymentReference.ts): a failed warm-up is a toast, and without a reference the server gives
    // the registration one. Both are recorded with their errors all the same.
    const [, ref] = await Promise.allSettled([
      timed(rec, 'GET /api/health', `${base}/api/health`, { headers: browser(ip) }),
      timed(rec, 'POST /api/payment-references', `${base}/api/payment-references`, {
        method: 'POST',
        headers: json(ip),
        body: JSON.stringify({ kind: 'registration' }),
      }),
    ]);
    const paymentReference =
      ref.status === 'fulfilled' ? (ref.value.body as { reference: string }).reference : undefined;
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(shot.file)], { type: shot.type }), shot.name);
    const up = await timed(rec, 'POST /api/uploads', `${base}/api/uploads`, {
      method: 'POST',
      headers: browser(ip),
      body: form,
    });
    const { uploadId } = up.body as { uploadId: string };

    // Filling in the form while the status is polled; a failed poll is retried, as the page does.
    const sendAt = performance.now() + thinkMs;
    let settled = false;
    while (performance.now() + POLL_MS < sendAt) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      if (settled) continue;
      try {
        const s = (
          await timed(rec, 'GET /api/uploads/:id (poll)', `${base}/api/uploads/${uploadId}`, { headers: browser(ip) })
        ).body as { state: string; reading?: unknown };
        if (s.state === 'completed') outcome.compressedBeforeSubmit = true;
        if ((s.state === 'completed' && s.reading) || s.state === 'failed') settled = true;
      } catch {
        /* recorded; the page keeps polling */
      }
    }
    await new Promise((r) => setTimeout(r, Math.max(0, sendAt - performance.now())));

    await timed(rec, 'POST /api/registrations', `${base}/api/registrations`, {
      method: 'POST',
      headers: json(ip),
      body: JSON.stringify({
        name: `Season Intern ${n}`,
        email,
        college: 'Bishop Heber College',
        phone: `9${String(100_000_000 + n)}`,
        startDate: '2027-01-04',
        endDate: '2027-02-26',
        department: 'Computer Science',
        course: 'Full Stack Development',
        utr: shot.utr,
        ...(paymentReference ? { paymentReference } : {}),
        uploadId,
        password,
        confirmPassword: password,
        consent: true,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        language: 'en',
      }),
    });
    outcome.registered = true;
    const login = await timed(rec, 'POST /api/login', `${base}/api/login`, {
      method: 'POST',
      headers: json(ip),
      body: JSON.stringify({ email, password }),
    });
    const cookie = cookieOf(login.headers);
    const me = await timed(rec, 'GET /api/me', `${base}/api/me`, { headers: browser(ip, cookie) });
    outcome.student = { email, studentId: (me.body as { user: { id: number } }).user.id, cookie, ip };
  } catch (err) {
    outcome.failure = err instanceof Error ? err.message : String(err);
  }
  return outcome;
}

/** An enrolled intern's dashboard refreshing: the account, the documents, the referral link (in parallel, as the page loads them). */
export async function dashboard(base: string, rec: Recorder, s: Enrolled) {
  const h = { headers: browser(s.ip, s.cookie) };
  await Promise.allSettled([
    timed(rec, 'GET /api/me', `${base}/api/me`, h),
    timed(rec, 'GET /api/documents', `${base}/api/documents`, h),
    // 404 referralNotJoined is the answer for an intern who has not joined refer-and-earn: the card offers it.
    timed(rec, 'GET /api/me/referrer', `${base}/api/me/referrer`, h, [404]),
  ]);
}

const adminReads = [
  ['GET /api/admin/students (first page)', '/api/admin/students'],
  ['GET /api/admin/students?status=pending', '/api/admin/students?status=pending&pageSize=50'],
  ['GET /api/admin/students?q= (search)', '/api/admin/students?q=Season%20Intern%204'],
] as const;

/** The admins' screens: the student list, the pending queue and a search, in turn. */
export async function adminRead(base: string, rec: Recorder, cookie: string, n: number) {
  const [step, path] = adminReads[n % adminReads.length]!;
  await timed(rec, step, base + path, { headers: browser('127.0.0.2', cookie) }).catch(() => undefined);
}

/** An admin validating an enrolment: the offer letter (a signed PDF) and its mail follow. */
export async function validate(base: string, rec: Recorder, cookie: string, studentId: number): Promise<boolean> {
  try {
    await timed(rec, 'POST /api/admin/students/:id/validate', `${base}/api/admin/students/${studentId}/validate`, {
      method: 'POST',
      headers: browser('127.0.0.2', cookie),
    });
    return true;
  } catch {
    return false;
  }
}
