import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../test/render.tsx';
import { describe, expect, it, vi } from 'vitest';
import { Gallery } from './Gallery.tsx';

describe('gallery', () => {
  it('starts on Programming and reveals a category one image every 400 ms', () => {
    vi.useFakeTimers();
    renderUi(<Gallery />);
    expect(screen.getByRole('button', { name: 'Programming' })).toHaveAttribute('aria-pressed', 'true');
    act(() => vi.advanceTimersByTime(1300));
    expect(screen.getAllByRole('img')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'IoT' }));
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(400));
    expect(screen.getAllByRole('img')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(400));
    const imgs = screen.getAllByRole('img');
    expect(imgs).toHaveLength(2);
    expect((imgs[1] as HTMLElement).style.animationDelay).toBe('0.3s');
    act(() => vi.advanceTimersByTime(400));
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getByText(/Embedded and IoT interns/)).toBeVisible();
  });
});
