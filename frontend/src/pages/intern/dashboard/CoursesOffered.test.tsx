import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueFixture, inlineCatalogue, publicCourse } from '../../../../test/catalogue.ts';
import { renderAt } from '../../../../test/render.tsx';
import { useLocale } from '../../../stores/locale.ts';
import { CoursesOffered } from './CoursesOffered.tsx';
import { SideColumn } from './SideColumn.tsx';

/** The card a heading names (`DashCard`: the heading labels its region), in either language. */
const card = (headingId: string) => document.querySelector<HTMLElement>(`section[aria-labelledby="${headingId}"]`)!;
/** The Courses Offered table's rows: the course and what it covers. */
const tableRows = () =>
  within(within(card('offered-title')).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getAllByRole('cell')[0]!.textContent]);
/** The Courses We Offer list's lines. */
const listLines = () =>
  within(card('we-offer-title'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

function render() {
  renderAt(
    <>
      <CoursesOffered />
      <SideColumn />
    </>,
    '/dashboard',
  );
}

describe("the dashboard's course lists", () => {
  afterEach(async () => {
    await act(() => useLocale.getState().choose('en'));
  });

  it("show the seed's specification lists exactly: Frontend, Backend, UI/UX to /extranotify, and the eight courses we offer", () => {
    inlineCatalogue(catalogueFixture);
    render();
    expect(screen.getByRole('heading', { name: 'Courses Offered' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Courses We Offer' })).toBeVisible();
    expect(tableRows()).toEqual([
      ['Frontend', 'HTML, CSS, JavaScript, React'],
      ['Backend', 'Node.js, Express, MongoDB, REST APIs'],
      ['UI/UX', 'Design thinking, Figma, prototyping'],
    ]);
    const details = within(card('offered-title')).getAllByRole('link');
    expect(details.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Details of Frontend', '/extranotify'],
      ['Details of Backend', '/extranotify'],
      ['Details of UI/UX', '/extranotify'],
    ]);
    expect(listLines()).toEqual([
      'UI/UX Design',
      'Full Stack Development',
      'Front-End Development',
      'Back-End Development',
      'Embedded Systems and IoT',
      'Java and C Programming',
      'Data Entry using MS Excel',
      'Medical Coding',
    ]);
  });

  it('show what editors published, in the reader’s language', async () => {
    const cloud = {
      ...publicCourse('Cloud Computing', 1, { registration: 599, struck: null, extra: [250] }),
      dashboard: {
        table: {
          title: { en: 'Cloud', ta: 'கிளவுட்' },
          covers: { en: 'Servers and storage', ta: 'சர்வர்களும் சேமிப்பும்' },
          order: 1,
        },
        listed: { en: 'Cloud Computing', ta: 'கிளவுட் கம்ப்யூட்டிங்' },
      },
    };
    const python = {
      ...publicCourse('Python Programming', 0, { registration: 499, struck: null, extra: [200] }),
      dashboard: { table: null, listed: { en: 'Python Programming', ta: 'Python Programming' } },
    };
    const notListed = publicCourse('Basic React.js', 2, { registration: 499, struck: null, extra: [200] });
    inlineCatalogue([cloud, python, notListed]);
    render();
    expect(tableRows()).toEqual([['Cloud', 'Servers and storage']]);
    expect(listLines()).toEqual(['Python Programming', 'Cloud Computing']);
    expect(screen.queryByText('Frontend')).not.toBeInTheDocument();
    expect(screen.queryByText('Basic React.js')).not.toBeInTheDocument();

    await act(() => useLocale.getState().choose('ta'));
    expect(tableRows()).toEqual([['கிளவுட்', 'சர்வர்களும் சேமிப்பும்']]);
    expect(listLines()).toEqual(['Python Programming', 'கிளவுட் கம்ப்யூட்டிங்']);
  });
});
