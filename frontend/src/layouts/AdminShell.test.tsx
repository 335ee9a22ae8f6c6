import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { admin, editor, operator, signIn } from '../../test/users.ts';
import { useLocale } from '../stores/locale.ts';
import { AdminShell } from './AdminShell.tsx';

const links = () =>
  within(screen.getByRole('navigation', { name: 'Admin' }))
    .getAllByRole('link')
    .map((a) => a.textContent?.trim());

describe('AdminShell', () => {
  afterEach(() => signIn(null));

  it('shows an admin every screen, the audit log, Accounts and the catalogue included', () => {
    signIn(admin);
    renderAt(<AdminShell />, '/ab');
    expect(links()).toEqual([
      'Overview',
      'Students',
      'Extra courses',
      'Payouts',
      'Reconcile',
      'Operations',
      'Security',
      'Audit log',
      'Accounts',
      'Catalogue',
      'Question statistics',
      'Queues',
    ]);
    expect(screen.queryByText('This page is not part of your role.')).not.toBeInTheDocument();
  });

  it("shows an operator only the operator's screens, and says an admins-only screen is not theirs", () => {
    signIn(operator);
    renderAt(<AdminShell />, '/ab');
    expect(links()).toEqual(['Overview', 'Payouts', 'Operations', 'Security', 'Queues']);
    expect(screen.getByRole('heading', { level: 1, name: 'This page is not part of your role.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the overview' })).toHaveAttribute('href', '/admin/overview');
  });

  it("shows an editor their own Security screen and the catalogue, and says an operator's or admin's screen is not theirs", () => {
    signIn(editor);
    for (const path of ['/admin/overview', '/admin/operations', '/ab']) {
      const { unmount } = renderAt(<AdminShell />, path);
      expect(links()).toEqual(['Security', 'Catalogue', 'Question statistics']);
      expect(screen.getByRole('heading', { level: 1, name: 'This page is not part of your role.' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Go to the catalogue' })).toHaveAttribute('href', '/admin/catalogue');
      unmount();
    }
  });

  it("tells an editor in Tamil that an operator's screen is not part of their role, with the way to the catalogue", async () => {
    signIn(editor);
    await act(() => useLocale.getState().choose('ta'));
    try {
      renderAt(<AdminShell />, '/admin/overview');
      expect(screen.getByRole('heading', { level: 1, name: 'இந்தப் பக்கம் உங்கள் பங்குக்கு உரியது அல்ல.' })).toBeVisible();
      expect(screen.queryByText('இந்தப் பக்கம் நிர்வாகிகளுக்கு மட்டும்.')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'கேட்டலாக்குக்குச் செல்லுங்கள்' })).toHaveAttribute('href', '/admin/catalogue');
    } finally {
      await act(() => useLocale.getState().choose('en'));
    }
  });

  it('lets an operator open Operations', () => {
    signIn(operator);
    renderAt(<AdminShell />, '/admin/operations');
    expect(screen.queryByText('This page is not part of your role.')).not.toBeInTheDocument();
  });
});
