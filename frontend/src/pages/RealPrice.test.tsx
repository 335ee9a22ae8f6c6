import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_FEE_RUPEES } from '../../test/seed-fees.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderAt } from '../../test/render.tsx';
import { useLocale } from '../stores/locale.ts';
import { useSiteConfig } from '../stores/site-config.ts';
import CoursesPage from './CoursesPage.tsx';
import HomePage from './HomePage.tsx';

const fee = `₹${REGISTRATION_FEE_RUPEES}`;
/** Every rupee amount the page says, element by element (a card's price and its Tamil date stand side by side). */
function amounts(): number[] {
  const leaves = [...document.body.querySelectorAll('*')].filter((el) => el.children.length === 0);
  return leaves.flatMap((el) => [...el.textContent!.matchAll(/₹\s?(\d+)/g)].map((m) => Number(m[1])));
}

describe('the price the public pages say is the fee the product charges', () => {
  it.each(['en', 'ta'] as const)('home and courses in %s: the registration fee, never another', async (locale) => {
    stubFetch({});
    renderAt(
      <>
        <HomePage />
        <CoursesPage />
      </>,
      '/home',
    );
    await act(() => useLocale.getState().choose(locale));
    expect(document.body.textContent).toContain(fee);
    // 799 is the struck-out price beside it on the cards.
    expect(amounts()).toContain(REGISTRATION_FEE_RUPEES);
    expect(amounts().filter((n) => n !== REGISTRATION_FEE_RUPEES && n !== 799)).toEqual([]);
    expect(screen.getAllByText(new RegExp(`${fee}`)).length).toBeGreaterThan(2);
  });

  it("the home page's title is the site's own, in the page's language", async () => {
    stubFetch({});
    renderAt(<HomePage />, '/home');
    const company = useSiteConfig.getState().config.companyName;
    expect(document.title).toBe(`${company}: courses and certified internships`);
    await act(() => useLocale.getState().choose('ta'));
    expect(document.title.startsWith(`${company}: `)).toBe(true);
    expect(document.title).toMatch(/[\u0B80-\u0BFF]/);
  });
});
