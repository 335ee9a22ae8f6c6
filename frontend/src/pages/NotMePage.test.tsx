import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from 'shared/messages';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderAt } from '../../test/render.tsx';
import { signIn } from '../../test/users.ts';
import NotMePage from './NotMePage.tsx';

const TOKEN = 'Qw3ErTy5UiOp7AsDf9GhJkL1ZxCvBnM2QwErTyZx8-_';

function open(path = `/not-me#token=${TOKEN}`) {
  return renderAt(<NotMePage />, '/not-me', {}, path);
}

describe('/not-me (the mail\'s "This wasn\'t me")', () => {
  it('changes nothing on opening; the press, without a session, posts the token and says it is done', async () => {
    signIn(null);
    const { calls } = stubFetch({
      'POST /api/email-confirmation/not-me': () => ({
        body: { success: true, code: 'emailDisownDone', message: messages.emailDisownDone },
      }),
    });
    const user = userEvent.setup();
    const { router } = open();
    expect(screen.getByRole('heading', { level: 1, name: "This wasn't me" })).toBeVisible();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: "This wasn't me" }));
    const outcome = await screen.findByRole('heading', { name: `✅ ${messages.emailDisownDone}` });
    expect(document.activeElement).toBe(outcome);
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/email-confirmation/not-me', body: { token: TOKEN } }),
    ]);
    expect(router.state.location.hash).toBe('');
  });

  it("shows a refused link's words and where to turn", async () => {
    signIn(null);
    stubFetch({
      'POST /api/email-confirmation/not-me': () => ({
        status: 410,
        body: { success: false, code: 'disownLinkInvalid', message: messages.disownLinkInvalid },
      }),
    });
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: "This wasn't me" }));
    expect(await screen.findByText(messages.disownLinkInvalid)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('explains what to do when opened without the link', () => {
    signIn(null);
    open('/not-me');
    expect(screen.getByRole('heading', { name: 'This page needs the link from your e-mail' })).toBeVisible();
    expect(screen.queryByRole('button', { name: "This wasn't me" })).not.toBeInTheDocument();
  });
});
