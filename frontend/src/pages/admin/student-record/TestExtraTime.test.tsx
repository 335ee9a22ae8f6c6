import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from 'shared/messages';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import { signIn, admin } from '../../../../test/users.ts';
import { useLocale } from '../../../stores/locale.ts';
import { TestExtraTime } from './TestExtraTime.tsx';

const label = 'Extra time (per cent of each time limit)';
const set = (percent: number, attemptsMoved = 1) => ({
  body: { success: true, code: 'testExtraTimeSet', message: messages.testExtraTimeSet, percent, attemptsMoved },
});

describe('extra time on the student record', () => {
  it('shows the intern’s extra time, refuses a percent off the steps before sending, and saves 50 %', async () => {
    signIn(admin);
    const { calls } = stubFetch({ 'POST /api/admin/students/7/test-extra-time': () => set(50) });
    const user = userEvent.setup();
    renderAt(<TestExtraTime studentId={7} percent={0} />, '/admin/students/7');
    expect(screen.getByRole('heading', { level: 2, name: 'Extra time on timed tests' })).toBeVisible();
    const field = screen.getByRole('spinbutton', { name: label });
    expect(field).toHaveValue(0);

    await user.clear(field);
    await user.type(field, '7');
    await user.click(screen.getByRole('button', { name: 'Save extra time' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(messages.testExtraTimeInvalid));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await user.clear(field);
    await user.type(field, '50');
    await user.click(screen.getByRole('button', { name: 'Save extra time' }));
    expect(await screen.findByText(messages.testExtraTimeSet)).toBeVisible();
    expect(calls).toMatchObject([{ method: 'POST', body: { percent: 50 } }]);
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('in Tamil, and the server’s refusal under the field', async () => {
    await act(() => useLocale.getState().choose('ta'));
    signIn(admin);
    stubFetch({
      'POST /api/admin/students/7/test-extra-time': () => ({
        status: 400,
        body: {
          success: false,
          code: 'testExtraTimeInvalid',
          field: 'percent',
          message: messages.testExtraTimeInvalid,
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(<TestExtraTime studentId={7} percent={25} />, '/admin/students/7');
    expect(screen.getByRole('heading', { level: 2, name: 'நேர வரம்புள்ள தேர்வுகளில் கூடுதல் நேரம்' })).toBeVisible();
    const field = screen.getByRole('spinbutton', { name: 'கூடுதல் நேரம் (ஒவ்வொரு நேர வரம்பின் சதவீதம்)' });
    expect(field).toHaveValue(25);
    await user.click(screen.getByRole('button', { name: 'கூடுதல் நேரத்தைச் சேமி' }));
    expect(
      await screen.findByText('கூடுதல் நேரத்தை 0 முதல் 400 வரை, 5-இன் மடங்குகளில், முழு எண் சதவீதமாகத் தரவும்.'),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
