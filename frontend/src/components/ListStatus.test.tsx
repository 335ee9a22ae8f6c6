import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render.tsx';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListStatus } from './ListStatus.tsx';

describe('ListStatus', () => {
  it('shows the loading line in a status region that stays in the page', () => {
    const { rerender } = renderUi(<ListStatus loading loadingText="Loading courses..." emptyText="None." />);
    expect(screen.getByRole('status').textContent).toBe('Loading courses...');
    rerender(<ListStatus emptyText="None." />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<ListStatus empty emptyText="None." />);
    expect(screen.getByRole('status').textContent).toBe('None.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error as an alert over loading and empty, with Try again when asked', async () => {
    const retry = vi.fn();
    const { rerender } = renderUi(
      <ListStatus loading empty error="Error fetching extra courses." emptyText="None." onRetry={retry} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Error fetching extra courses.');
    expect(screen.getByRole('status').textContent).toBe('');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    rerender(<ListStatus error="An error occurred while fetching data." emptyText="None." />);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
