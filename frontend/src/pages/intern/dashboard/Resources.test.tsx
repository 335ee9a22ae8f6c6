import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import { student } from '../../../../test/users.ts';
import { Resources } from './Resources.tsx';
import { TestsTable } from './TestsTable.tsx';

const card = () => screen.getByRole('heading', { name: 'Resources' }).closest('section') ?? document.body;

describe("the dashboard's resources are the intern's course's links", () => {
  it('links each published one (in a new tab), says Link coming soon for the others, and hands assignments in at its link', async () => {
    stubFetch({
      'GET /api/resources': () => ({
        body: {
          links: {
            projects: 'https://drive.example/projects',
            assignments: 'https://forms.example/assignments',
            videos: 'https://videos.example/course',
          },
        },
      }),
    });
    renderAt(
      <>
        <Resources />
        <TestsTable user={student({ testMark: null })} />
      </>,
      '/dashboard',
    );
    const projects = await screen.findByRole('link', { name: /^Projects\s*\(opens in a new tab\)$/ });
    expect(projects).toHaveAttribute('href', 'https://drive.example/projects');
    expect(projects).toHaveAttribute('target', '_blank');
    expect(projects).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /^Videos\s*\(opens in a new tab\)$/ })).toHaveAttribute(
      'href',
      'https://videos.example/course',
    );
    for (const name of ['Basic source codes', 'Study Materials', 'Instruction']) {
      const item = within(card()).getByText(name).closest('li')!;
      expect(within(item).getByText('Link coming soon')).toBeVisible();
      expect(within(item).queryByRole('link')).not.toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /^Upload your assignments\s*\(opens in a new tab\)$/ })).toHaveAttribute(
      'href',
      'https://forms.example/assignments',
    );
  });

  it('with none published: every one is coming soon, Videos says they are uploading, assignments wait for the mentor', async () => {
    stubFetch({ 'GET /api/resources': () => ({ body: { links: {} } }) });
    const user = userEvent.setup();
    renderAt(
      <>
        <Resources />
        <TestsTable user={student({ testMark: null })} />
      </>,
      '/dashboard',
    );
    expect(await within(card()).findAllByText('Link coming soon')).toHaveLength(5);
    expect(
      screen.getByText('The assignment upload links are not open yet. Your mentor will share them by e-mail.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Videos' }));
    expect(await screen.findByText('Videos are uploading soon')).toBeVisible();
  });

  it('a failure to read them says so, with Try again', async () => {
    let fail = true;
    stubFetch({
      'GET /api/resources': () =>
        fail
          ? { status: 500, body: { message: 'Server error' } }
          : { body: { links: { instruction: 'https://x.example/i' } } },
    });
    const user = userEvent.setup();
    renderAt(<Resources />, '/dashboard');
    expect(await screen.findByText('The links of your course could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /^Instruction\s*\(opens in a new tab\)$/ })).toBeVisible();
    expect(screen.queryByText('The links of your course could not be loaded.')).not.toBeInTheDocument();
  });
});
