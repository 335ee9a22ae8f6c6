import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicCatalogue } from 'shared/api/catalogue';
import { catalogueFixture, inlineCatalogue } from '../../../test/catalogue.ts';
import { healthy, stubFetch } from '../../../test/fetch-stub.ts';
import { renderAt } from '../../../test/render.tsx';
import RegistrationPage from './RegistrationPage.tsx';

/** Python costs ₹599 with nothing struck; Web Development ₹450 against ₹700 (the lowest); the rest ₹499 against ₹799. */
const priced: PublicCatalogue = {
  ...catalogueFixture,
  courses: catalogueFixture.courses.map((c) =>
    c.name.en === 'Python Programming'
      ? { ...c, fee: { registration: 599, struck: null, extra: [200] } }
      : c.name.en === 'Web Development'
        ? { ...c, fee: { registration: 450, struck: 700, extra: [200] } }
        : c,
  ),
};
const issued = () => ({
  status: 201,
  body: { reference: 'TN-7K3Q9P', kind: 'registration', createdAt: '2026-12-10T04:30:00Z' },
});
const qr = () => screen.getByTestId('upi-qr').getAttribute('data-upi');

describe('the price on the registration page is the chosen course’s', () => {
  it('shows the lowest fee until a course is chosen, then that course’s, in the intro, the UPI link and the QR code', async () => {
    inlineCatalogue(priced);
    stubFetch({ 'GET /api/health': healthy, 'POST /api/payment-references': issued });
    const user = userEvent.setup();
    renderAt(<RegistrationPage />, '/registration');
    expect(screen.getByText(/pay ₹450 by UPI/)).toBeVisible();
    expect(screen.getByText('₹700').tagName).toBe('S');
    expect(screen.getByRole('link', { name: /Pay ₹450 with a UPI app/ })).toBeVisible();
    await waitFor(() => expect(qr()).toContain('am=450&'));

    await user.selectOptions(screen.getByLabelText('Course'), 'Python Programming');
    expect(screen.getByText(/pay ₹599 by UPI/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Pay ₹599 with a UPI app/ })).toBeVisible();
    expect(screen.queryByText('₹700')).not.toBeInTheDocument();
    await waitFor(() => expect(qr()).toContain('am=599&'));

    await user.selectOptions(screen.getByLabelText('Course'), 'UI/UX Design');
    expect(screen.getByText('₹799').tagName).toBe('S');
    expect(screen.getByRole('link', { name: /Pay ₹499 with a UPI app/ })).toBeVisible();
  });

  it("a course page's Enroll Now (?course=<slug>) comes with the course chosen and its price", () => {
    inlineCatalogue(priced);
    stubFetch({ 'GET /api/health': healthy });
    renderAt(<RegistrationPage />, '/registration', {}, '/registration?course=python-programming');
    expect(screen.getByLabelText('Course')).toHaveValue('Python Programming');
    expect(screen.getByText(/pay ₹599 by UPI/)).toBeVisible();
  });

  it('offers the courses of the catalogue, in its order, labelled in the reader’s language', () => {
    inlineCatalogue({
      ...catalogueFixture,
      courses: catalogueFixture.courses.map((c) =>
        c.slug === 'ui-ux-design'
          ? { ...c, formOrder: 99, name: { en: 'UI/UX Design', ta: 'யுஐ/யுஎக்ஸ் வடிவமைப்பு' } }
          : c,
      ),
    });
    stubFetch({ 'GET /api/health': healthy });
    renderAt(<RegistrationPage />, '/registration');
    const options = [...(screen.getByLabelText('Course') as HTMLSelectElement).options].filter((o) => o.value);
    expect(options).toHaveLength(13);
    expect(options.at(-1)!.value).toBe('UI/UX Design');
    expect(options[0]!.value).toBe('Web Development');
  });
});
