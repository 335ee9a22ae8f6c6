import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { NavBar } from './NavBar.tsx';

describe('navigation bar', () => {
  it('has the seven links, marks the active one and highlights Register/Login', () => {
    renderAt(<NavBar />, '/courses');
    const links = screen.getAllByRole('link').filter((a) => a.closest('ul'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['Internship', '/internship'],
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Courses', '/courses'],
      ['Contact', '/contact'],
      ['Register/Login', '/registration'],
    ]);
    expect(screen.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Register/Login' })).toHaveClass('main-nav__link--cta');
  });

  it('opens and closes the menu with the button and Escape, managing focus', async () => {
    const user = userEvent.setup();
    renderAt(<NavBar />, '/home');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'main-nav-list');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button.textContent).toContain('Close menu');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Home' }));
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(button);
  });
});
