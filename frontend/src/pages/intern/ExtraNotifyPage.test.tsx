import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueFixture, inlineCatalogue, publicCourse, removeCatalogue } from '../../../test/catalogue.ts';
import { renderAt } from '../../../test/render.tsx';
import { useLocale } from '../../stores/locale.ts';
import ExtraNotifyPage from './ExtraNotifyPage.tsx';

/** The fee's line of the info page, as the intern reads it. */
const feeLine = () => screen.getByText((_, el) => el?.tagName === 'LI' && (el.textContent ?? '').includes('₹'));

describe('/extranotify', () => {
  afterEach(async () => {
    await act(() => useLocale.getState().choose('en'));
  });

  it("says the published catalogue's extra-course fee: the seed's 350 rupees, as the specification's page", () => {
    inlineCatalogue(catalogueFixture);
    renderAt(<ExtraNotifyPage />, '/extranotify');
    expect(feeLine()).toHaveTextContent('The fee is 350 rupees (₹350), paid by UPI.');
  });

  it('says the highest amount an editor published for an extra course, in Tamil too', async () => {
    inlineCatalogue([
      publicCourse('Python Programming', 0, { registration: 499, struck: null, extra: [220, 300] }),
      publicCourse('Basic React.js', 1, { registration: 499, struck: null, extra: [250, 400] }),
    ]);
    const { unmount } = renderAt(<ExtraNotifyPage />, '/extranotify');
    expect(feeLine()).toHaveTextContent('The fee is 400 rupees (₹400), paid by UPI.');
    expect(screen.queryByText(/350/)).not.toBeInTheDocument();
    unmount();

    await act(() => useLocale.getState().choose('ta'));
    renderAt(<ExtraNotifyPage />, '/extranotify');
    expect(feeLine()).toHaveTextContent('கட்டணம் 400 ரூபாய் (₹400), UPI மூலம் செலுத்த வேண்டும்.');
  });

  it('names no fee while the page has no catalogue to read it from', () => {
    removeCatalogue();
    renderAt(<ExtraNotifyPage />, '/extranotify');
    expect(screen.getByRole('link', { name: 'Apply Here' })).toBeVisible();
    expect(screen.queryByText(/rupees/)).not.toBeInTheDocument();
  });
});
