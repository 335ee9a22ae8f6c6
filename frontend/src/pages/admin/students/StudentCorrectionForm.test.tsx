import { screen } from '@testing-library/react';
import { renderUi } from '../../../../test/render.tsx';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminStudent } from '../../../api/admin.ts';
import { inlineCatalogue, publicCourse } from '../../../../test/catalogue.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { StudentCorrectionForm } from './StudentCorrectionForm.tsx';

const meena: AdminStudent = {
  id: 5,
  internId: 'TNTAIN5',
  name: 'Meena Kumar',
  email: 'meena@example.in',
  phone: '9876543210',
  college: 'NIT Trichy',
  department: 'CSE',
  course: 'Full Stack Development',
  startDate: '2026-06-01',
  endDate: '2026-07-15',
  referralCode: null,
  utr: null,
  validated: true,
  validatedAt: '2026-06-01T10:00:00Z',
  testMark: null,
  screenshotUrl: null,
  flags: { repeatedUtr: [], repeatedScreenshot: [] },
  createdAt: '2026-05-30T10:00:00Z',
  paymentReference: null,
  reading: null,
  paymentFlags: [],
  rejection: null,
};

const CORRECT = 'POST /api/admin/students/5/correction';

describe('StudentCorrectionForm', () => {
  it('sends only the changed details with the reason, and says the documents are re-issued', async () => {
    const { calls } = stubFetch({
      [CORRECT]: () => ({
        body: {
          success: true,
          message: 'The correction is saved.',
          changed: ['name'],
          jobs: ['e1-reissue-documents', 'e1-mail-reissued-documents'],
        },
      }),
    });
    const onSaved = vi.fn();
    renderUi(<StudentCorrectionForm student={meena} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Meena Kumari');
    await user.type(screen.getByLabelText(/Reason for the correction/), 'Spelling');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    await screen.findByText(
      /The correction is saved\. The issued documents are being made again and mailed to the intern\./,
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { name: 'Meena Kumari', reason: 'Spelling' },
    ]);
    expect(onSaved).toHaveBeenCalledWith(['e1-reissue-documents', 'e1-mail-reissued-documents']);
  });

  it('says a link to confirm a new e-mail is on its way, and no re-issue when none was asked for', async () => {
    stubFetch({
      [CORRECT]: () => ({
        body: { success: true, message: 'The correction is saved.', changed: ['email'], jobs: ['e2-mail-email-proof'] },
      }),
    });
    renderUi(<StudentCorrectionForm student={meena} onSaved={() => undefined} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'meena.new@example.in');
    await user.type(screen.getByLabelText(/Reason for the correction/), 'New address');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    const saved = await screen.findByText(
      /The correction is saved\. A link to confirm the new e-mail address is on its way to it\./,
    );
    expect(saved.textContent).not.toMatch(/documents are being made again/);
  });

  it("shows a refused e-mail at the field, in the server's words", async () => {
    stubFetch({
      [CORRECT]: () => ({
        status: 409,
        body: {
          success: false,
          error: 'conflict',
          message: 'Another student already uses this e-mail address.',
          field: 'email',
        },
      }),
    });
    renderUi(<StudentCorrectionForm student={meena} onSaved={() => undefined} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'taken@example.in');
    await user.type(screen.getByLabelText(/Reason for the correction/), 'Typo');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(await screen.findAllByText('Another student already uses this e-mail address.')).toHaveLength(2);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends nothing when no detail changed', async () => {
    const { calls } = stubFetch({});
    renderUi(<StudentCorrectionForm student={meena} onSaved={() => undefined} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save correction' }));
    await screen.findByText('Change at least one detail to correct.');
    expect(calls).toEqual([]);
  });

  it("offers the published catalogue's registration courses, and keeps a retired course the intern has", async () => {
    inlineCatalogue([
      publicCourse('Cloud Computing', 1, { registration: 599, struck: null, extra: [] }),
      {
        ...publicCourse('Java Development', 2, { registration: 499, struck: 799, extra: [] }),
        name: { en: 'Java Development', ta: 'ஜாவா டெவலப்மென்ட்' },
      },
      {
        ...publicCourse('Card Only', 3, { registration: 499, struck: null, extra: [] }),
        offered: { registration: false, extra: false, home: true, courses: true },
      },
    ]);
    const { calls } = stubFetch({
      [CORRECT]: () => ({
        body: { success: true, message: 'The correction is saved.', changed: ['course'], jobs: [] },
      }),
    });
    renderUi(<StudentCorrectionForm student={{ ...meena, course: 'Basic React.js' }} onSaved={() => undefined} />);
    const course = screen.getByLabelText('Course');
    const options = [...course.querySelectorAll('option')].map((o) => [o.value, o.textContent]);
    expect(options).toEqual([
      ['Basic React.js', 'Basic React.js'],
      ['Cloud Computing', 'Cloud Computing'],
      ['Java Development', 'Java Development'],
    ]);
    expect(course).toHaveValue('Basic React.js');
    const user = userEvent.setup();
    await user.selectOptions(course, 'Cloud Computing');
    await user.type(screen.getByLabelText(/Reason for the correction/), 'Moved course');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    await screen.findByText(/The correction is saved\./);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { course: 'Cloud Computing', reason: 'Moved course' },
    ]);
  });
});
