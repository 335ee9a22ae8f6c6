import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderAt } from '../../test/render.tsx';
import { Footer } from '../components/Footer.tsx';
import { useLocale } from '../stores/locale.ts';
import BlogPage from './BlogPage.tsx';
import HomePage from './HomePage.tsx';

describe('the public pages in Tamil', () => {
  it('shows the home page with Tamil headings, buttons and ratings, and the exact English after switching back', async () => {
    stubFetch({});
    renderAt(
      <>
        <HomePage />
        <Footer />
      </>,
      '/home',
    );
    await act(() => useLocale.getState().choose('ta'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'எங்கள் மேலாண்மை மென்பொருளைச் செயல்படுத்தி உங்கள் தொழிலை மேம்படுத்துங்கள்' }),
    ).toBeVisible();
    for (const name of [
      'எங்கள் மென்பொருளை ஏன் தேர்ந்தெடுக்க வேண்டும்',
      'பாடநெறிகளும் இன்டர்ன்ஷிப்புகளும்',
      'நாங்கள் இப்போது வழங்கும் சேவைகள்',
      'படங்களும் மாதிரிப் பணிகளும்',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'காகிதமில்லாப் பணிமுறை' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refer & Earn' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'நாங்கள் இன்டர்ன்ஷிப் வழங்குகிறோம்' })).toHaveAttribute('href', '/internship');
    // Course names stay in Latin letters; what is said about them is Tamil.
    expect(screen.getByRole('heading', { level: 3, name: 'UI/UX Design' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'UI/UX Design பாடநெறிக்குப் பதிவு செய்யுங்கள்' })).toHaveAttribute(
      'href',
      '/registration',
    );
    expect(screen.getAllByRole('img', { name: '5-க்கு 5 நட்சத்திரங்கள், 512 மதிப்பீடுகள்' })[0]).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'எங்கள் விழுமியங்கள்' })).toBeVisible();
    expect(screen.getByText('அனைவருக்கும் எட்டும் கல்வி')).toBeVisible();

    await act(() => useLocale.getState().choose('en'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Improve your business By implementing our managing Software' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: "Services We're Delivering Right Now" })).toBeVisible();
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5, 512 ratings' })[0]).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register for UI/UX Design' })).toBeVisible();
    expect(screen.getByText(`© ${new Date().getFullYear()} Test Academy. Online classes only.`)).toBeVisible();
  });

  it("shows the blog in Tamil: titles, summaries, dates, each post's own page and the category filter", async () => {
    const user = userEvent.setup();
    await act(() => useLocale.getState().choose('ta'));
    renderAt(<BlogPage />, '/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'வலைப்பதிவு' })).toBeVisible();
    const post = screen.getByRole('article', { name: 'உங்கள் இன்டர்ன்ஷிப்பிலிருந்து அதிகம் பெற ஏழு குறிப்புகள்' });
    expect(within(post).getByText('10 மே, 2025')).toBeVisible();
    expect(within(post).getByText(/^சீக்கிரம் கேளுங்கள், அடிக்கடி commit/)).toBeVisible();
    expect(within(post).getByRole('link', { name: /^மேலும் படிக்க/ })).toHaveAttribute('href', '/blog/internship-tips');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'இன்டர்ன்ஷிப் குறிப்புகள்' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});
