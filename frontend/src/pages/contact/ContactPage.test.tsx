import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consentMessages, PRIVACY_NOTICE_VERSION } from 'shared/privacy';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderAt } from '../../../test/render.tsx';
import { useLocale } from '../../stores/locale.ts';
import { useSiteConfig } from '../../stores/site-config.ts';
import ContactPage from './ContactPage.tsx';

const agreement = () =>
  screen.getByRole('checkbox', {
    name: 'I have read the privacy notice and agree to this use of my data.',
  }) as HTMLInputElement;

/** Fills the form and ticks the privacy box (`skip`: a field, or 'consent', left alone). */
async function fill(user: ReturnType<typeof userEvent.setup>, skip?: string) {
  const values: Record<string, string> = {
    Name: 'Arun',
    'E-mail': 'arun@example.in',
    Subject: 'Fees',
    Message: 'Is the fee 499?',
  };
  for (const [label, value] of Object.entries(values))
    if (label !== skip) await user.type(screen.getByLabelText(label), value);
  if (skip !== 'consent') await user.click(agreement());
}

describe('contact form', () => {
  it('asks for every field', async () => {
    const { calls } = stubFetch({});
    const user = userEvent.setup();
    renderAt(<ContactPage />, '/contact');
    await fill(user, 'Subject');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please fill in all fields.')).toBeVisible();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('sends the message and clears the form', async () => {
    const { calls } = stubFetch({
      'POST /api/contact': () => ({ status: 201, body: { success: true, message: 'Message sent successfully!' } }),
    });
    const user = userEvent.setup();
    renderAt(<ContactPage />, '/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent successfully!')).toBeVisible();
    expect(calls[0]!.body).toEqual({
      name: 'Arun',
      email: 'arun@example.in',
      subject: 'Fees',
      message: 'Is the fee 499?',
      consent: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(agreement()).not.toBeChecked();
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('shows the short privacy notice with the grievance contact, and an unticked box', () => {
    stubFetch({});
    useSiteConfig
      .getState()
      .set({ grievance: { name: 'Lakshmi N', email: 'privacy@test.example', phone: '+91 90000 22222' } });
    renderAt(<ContactPage />, '/contact');
    const notice = screen.getByText(
      /^We collect your name, e-mail and your message, to answer your message\. Kept one year, then the message is deleted\. Questions: Lakshmi N/,
    );
    expect(within(notice).getByRole('link', { name: 'privacy@test.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@test.example',
    );
    expect(within(notice).getByRole('link', { name: /^Read the privacy notice/ })).toHaveAttribute('href', '/privacy');
    expect(agreement()).not.toBeChecked();
    expect(agreement()).toHaveAttribute('aria-describedby', notice.id);
  });

  it('does not send the form until the box is ticked, and says so at the box', async () => {
    const { calls } = stubFetch({});
    const user = userEvent.setup();
    renderAt(<ContactPage />, '/contact');
    await fill(user, 'consent');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(consentMessages.required)).toBeVisible();
    expect(calls).toHaveLength(0);
    expect(document.activeElement).toBe(agreement());
    expect(agreement()).toHaveAttribute('aria-invalid', 'true');
    expect(agreement().getAttribute('aria-describedby')).toMatch(
      new RegExp(`^${screen.getByText(consentMessages.required).id} `),
    );
    await user.click(agreement());
    expect(screen.queryByText(consentMessages.required)).not.toBeInTheDocument();
  });

  it('shows a refusal of an outdated notice at the box, unticked', async () => {
    stubFetch({
      'POST /api/contact': () => ({
        status: 400,
        body: { success: false, error: 'validation_error', code: 'consentOutdated', message: consentMessages.outdated },
      }),
    });
    const user = userEvent.setup();
    renderAt(<ContactPage />, '/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(consentMessages.outdated)).toBeVisible();
    expect(agreement()).not.toBeChecked();
    expect(document.querySelector('.form-status')).not.toBeInTheDocument();
  });

  it('says so when the server reports success false', async () => {
    stubFetch({ 'POST /api/contact': () => ({ status: 200, body: { success: false } }) });
    const user = userEvent.setup();
    renderAt(<ContactPage />, '/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Failed to send message. Please try again later.')).toBeVisible();
  });

  it('says so when the request fails', async () => {
    stubFetch({ 'POST /api/contact': () => 'network-error' });
    const user = userEvent.setup();
    renderAt(<ContactPage />, '/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Arun');
  });

  it('shows the head office, phone and e-mail from the site configuration and a map that loads nothing from elsewhere', () => {
    stubFetch({});
    renderAt(<ContactPage />, '/contact');
    expect(screen.getByText('Thillai Nagar, Trichy')).toBeVisible();
    expect(screen.getByRole('link', { name: '+91 90000 11111' })).toHaveAttribute('href', 'tel:+919000011111');
    expect(screen.getAllByRole('link', { name: 'hr@test.example' })[0]!).toHaveAttribute(
      'href',
      'mailto:hr@test.example',
    );
    const map = screen.getByRole('img', { name: /Map illustration/ });
    expect(map.getAttribute('src')).not.toMatch(/^https?:/);
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: /Open in maps/ }).getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\//,
    );
  });
});

describe('contact form in Tamil', () => {
  it('refuses a blank field in Tamil, and shows the server refusal by its code in Tamil', async () => {
    stubFetch({
      'POST /api/contact': () => ({
        status: 400,
        body: {
          success: false,
          error: 'validation_error',
          code: 'invalidEmail',
          message: 'Please enter a valid e-mail address.',
        },
      }),
    });
    const user = userEvent.setup();
    await act(() => useLocale.getState().choose('ta'));
    renderAt(<ContactPage />, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'எங்களைத் தொடர்புகொள்ளுங்கள்' })).toBeVisible();
    await user.type(screen.getByLabelText('பெயர்'), 'அருண்');
    await user.click(screen.getByRole('button', { name: 'செய்தியை அனுப்பு' }));
    expect(await screen.findByText('எல்லாப் புலங்களையும் நிரப்புங்கள்.')).toBeVisible();
    expect(screen.getByLabelText('பொருள்')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('மின்னஞ்சல்'), 'arun@example');
    await user.type(screen.getByLabelText('பொருள்'), 'கட்டணம்');
    await user.type(screen.getByLabelText('செய்தி'), 'கட்டணம் 499 தானா?');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'செய்தியை அனுப்பு' }));
    expect(await screen.findByText('சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.')).toBeVisible();
  });
});
