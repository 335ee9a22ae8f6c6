import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StudentRecord } from 'shared/api/admin-student-record';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import StudentRecordPage from './StudentRecordPage.tsx';

const record: StudentRecord = {
  student: {
    id: 7,
    internId: 'TNTAIN7',
    name: 'Meena Krishnan',
    email: 'meena@example.in',
    phone: '9876543210',
    college: 'PSG College of Technology',
    department: 'IT',
    course: 'Full Stack Development',
    startDate: '2026-06-01',
    endDate: '2026-07-15',
    referralCode: 'REFKAVI1',
    utr: '412345678901',
    validated: true,
    validatedAt: '2026-06-01T06:30:00Z',
    testMark: 21,
    screenshotUrl: '/api/admin/students/7/screenshot',
    flags: { repeatedUtr: [9], repeatedScreenshot: [] },
    createdAt: '2026-06-01T05:00:00Z',
    paymentReference: 'TN-7K3Q9P',
    reading: null,
    paymentFlags: [],
    rejection: null,
  },
  validatedBy: 'office@example.in',
  referral: { codeUsed: 'REFKAVI1', referrerName: 'Kavitha Raman', ownCode: null, referralsCredited: 0 },
  consentVersion: '2026-11-23',
  consentAt: '2026-05-30T04:30:00Z',
  emailVerifiedAt: null,
  emailDisownedAt: null,
  testExtraTimePercent: 0,
  documents: [
    {
      kind: 'offer-letter',
      extraCourseId: null,
      status: 'ready',
      certificateNumber: 'TNTAIN7',
      issuedOn: '2026-06-01',
      version: 2,
      revoked: { at: '2026-06-20T06:00:00Z', reason: 'Issued by mistake' },
      downloadUrl: '/api/admin/students/7/documents/offer-letter/download',
    },
    { kind: 'completion-certificate', extraCourseId: null, status: 'not-available', availableOn: '2026-07-15' },
  ],
  mails: [
    {
      id: 3,
      template: 'mail-offer-letter',
      recipient: 'meena@example.in',
      subject: 'Your enrolment is confirmed',
      studentId: 7,
      status: 'failed',
      error: 'Mailbox full',
      attempts: 6,
      sentAt: null,
      outboxPath: null,
      jobId: 'e1-mail-offer-letter',
      createdAt: '2026-06-01T06:31:00Z',
    },
  ],
  jobs: [],
  extraCourses: [],
  tests: [{ testNo: 1, score: 21, total: 25, submittedAt: '2026-06-10T09:00:00Z' }],
  timeline: [
    {
      id: '2',
      type: 'student.validated',
      label: 'Validated a student',
      actor: 'office@example.in',
      at: '2026-06-01T06:30:00Z',
    },
  ],
};

const section = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;

describe('/admin/students/:id', () => {
  it("shows the student's details, documents, mails, tests and timeline, and resends a failed mail", async () => {
    const resent: string[] = [];
    stubFetch({
      'GET /api/admin/students/7': () => ({ body: record }),
      'POST /api/admin/mail/3/resend': () => {
        resent.push('3');
        return { status: 202, body: { message: 'The mail will be sent again.', jobs: [] } };
      },
    });
    renderAt(<StudentRecordPage />, '/admin/students/:id', {}, '/admin/students/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meena Krishnan' })).toBeVisible();
    const details = section('Details');
    expect(within(details).getByText(/Validated .* by office@example.in/)).toBeVisible();
    expect(within(details).getByText('REFKAVI1 (Kavitha Raman)')).toBeVisible();
    expect(within(details).getByText('UTR also used by #9')).toBeVisible();
    expect(within(details).getByText('Privacy consent').nextSibling?.textContent).toBe(
      'notice 2026-11-23, 30 May 2026, 10:00 am',
    );
    const payment = within(details).getByTestId('screenshot-reading');
    expect(payment.textContent).toContain('Reference TN-7K3Q9P');
    expect(within(payment).getByRole('status').textContent).toBe('Reading the screenshot…');
    const documents = section('Documents');
    expect(within(documents).getByRole('link', { name: /Download\s*Offer letter/ })).toHaveAttribute(
      'href',
      '/api/admin/students/7/documents/offer-letter/download',
    );
    expect(within(documents).getByText('Due on 15/07/2026')).toBeVisible();
    expect(within(documents).getByText('Revoked on 20/06/2026: Issued by mistake')).toBeVisible();
    expect(within(documents).getByRole('cell', { name: '2' })).toBeVisible();
    expect(within(section('Test attempts')).getByText('21 / 25', { exact: false })).toBeVisible();
    expect(within(section('Background jobs')).getByText('No job yet.')).toBeVisible();
    expect(within(section('Timeline')).getByText('Validated a student')).toBeVisible();
    await userEvent.setup().click(within(section('Mails')).getByRole('button', { name: /Resend/ }));
    expect(await screen.findByText('The mail will be sent again.')).toBeVisible();
    expect(resent).toEqual(['3']);
  });

  it('sends the intern a reset link after a confirmation', async () => {
    const sent: string[] = [];
    stubFetch({
      'GET /api/admin/students/7': () => ({ body: record }),
      'POST /api/admin/students/7/password-reset': () => {
        sent.push('7');
        return {
          body: { success: true, message: 'A link to set a new password is on its way to the intern.', jobs: [] },
        };
      },
    });
    const user = userEvent.setup();
    renderAt(<StudentRecordPage />, '/admin/students/:id', {}, '/admin/students/7');
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('meena@example.in')).toBeVisible();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('A link to set a new password is on its way to the intern.')).toBeVisible();
    expect(sent).toEqual(['7']);
  });

  it('shows what the screenshot says and the flags it raises', async () => {
    const student = {
      ...record.student,
      reading: {
        state: 'read' as const,
        amountRupees: 499,
        utr: '412345678901',
        payee: 'tntechacademy@okaxis',
        status: 'failed' as const,
        paidAt: null,
        reference: null,
        confidence: 0.7,
      },
      paymentFlags: [{ code: 'status' as const, words: 'The payment shows as failed' }],
    };
    const extraCourses = [
      {
        id: 3,
        studentId: 7,
        course: 'Basic React.js',
        startDate: '2026-08-01',
        endDate: '2026-08-31',
        college: 'PSG',
        transaction: 'UTR777',
        email: 'meena@example.in',
        validated: false,
        validatedAt: null,
        paymentReference: 'TN-EXTRA7',
      },
    ];
    stubFetch({ 'GET /api/admin/students/7': () => ({ body: { ...record, student, extraCourses } }) });
    renderAt(<StudentRecordPage />, '/admin/students/:id', {}, '/admin/students/7');
    const details = await screen.findByTestId('screenshot-reading');
    expect(within(details).getByText('Status').nextSibling?.textContent).toBe('Failed');
    expect(within(details).getByText('Amount').nextSibling?.textContent).toBe('₹499');
    expect(screen.getByText('The payment shows as failed')).toBeVisible();
    const extra = screen.getByText('UTR777').closest('tr')!;
    expect(extra.children[3]!.textContent).toBe('TN-EXTRA7');
  });

  it('says when the student registered before the privacy notice', async () => {
    stubFetch({ 'GET /api/admin/students/7': () => ({ body: { ...record, consentVersion: null, consentAt: null } }) });
    renderAt(<StudentRecordPage />, '/admin/students/:id', {}, '/admin/students/7');
    const details = await screen.findByRole('heading', { name: 'Details' });
    expect(within(details.closest('section')!).getByText('Privacy consent').nextSibling?.textContent).toBe(
      'before the notice',
    );
  });

  it('says whether the e-mail is proven', async () => {
    stubFetch({ 'GET /api/admin/students/7': () => ({ body: record }) });
    const { unmount } = renderAt(<StudentRecordPage />, '/admin/students/:id', {}, '/admin/students/7');
    const details = (await screen.findByRole('heading', { name: 'Details' })).closest('section')!;
    expect(within(details).getByText('E-mail proven').nextSibling?.textContent).toBe(
      'Not yet (the mailed link was not used)',
    );
    unmount();
    stubFetch({
      'GET /api/admin/students/7': () => ({ body: { ...record, emailVerifiedAt: '2026-05-30T05:00:00Z' } }),
    });
    renderAt(<StudentRecordPage />, '/admin/students/:id', {}, '/admin/students/7');
    const proven = (await screen.findByRole('heading', { name: 'Details' })).closest('section')!;
    // The fresh answer (the cache may show the last visit's for an instant).
    await waitFor(() => expect(within(proven).getByText('E-mail proven').nextSibling?.textContent).toMatch(/^Yes, /));
  });

  it('flags an account whose address owner said the registration is not theirs', async () => {
    stubFetch({
      'GET /api/admin/students/7': () => ({ body: { ...record, emailDisownedAt: '2026-05-30T05:00:00Z' } }),
    });
    renderAt(<StudentRecordPage />, '/admin/students/:id', {}, '/admin/students/7');
    const flag = await screen.findByTestId('email-disowned');
    expect(flag).toBeVisible();
    expect(flag).toHaveTextContent(/said on .* that they did not register \(This wasn't me\)/);
    const details = flag.closest('section')!;
    expect(within(details).getByText('E-mail proven').nextSibling?.textContent).toBe('No: blocked (see above)');
  });

  it('says when the student does not exist', async () => {
    stubFetch({
      'GET /api/admin/students/8': () => ({
        status: 404,
        body: { success: false, message: 'No student has this id.' },
      }),
    });
    renderAt(<StudentRecordPage />, '/admin/students/:id', {}, '/admin/students/8');
    expect(await screen.findByText('No student has this id.')).toBeVisible();
  });
});
