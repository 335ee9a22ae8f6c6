import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { NavBar } from './NavBar.tsx';

describe('the language switch', () => {
  it('shows the site in Tamil, marks the page Tamil, remembers the choice, and switches back to the exact English', async () => {
    const user = userEvent.setup();
    renderAt(<NavBar />);
    expect(screen.getByRole('link', { name: 'Internship' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'தமிழ்' }));
    expect(await screen.findByRole('link', { name: 'இன்டர்ன்ஷிப்' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'மெனுவைத் திற' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ta');
    expect(localStorage.getItem('lang')).toBe('ta');
    expect(screen.getByRole('button', { name: 'தமிழ்' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'Internship' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register/Login' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
