import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render.tsx';
import { useLocale } from '../stores/locale.ts';
import { OfflineNotice } from './OfflineNotice.tsx';
import { useAppUpdate } from './register.ts';
import { UpdatePrompt } from './UpdatePrompt.tsx';

const OFFLINE_EN = 'You are offline: showing what was saved on this phone.';
const OFFLINE_TA = 'நீங்கள் இணைய இணைப்பில் இல்லை: இந்த போனில் சேமிக்கப்பட்டவற்றைக் காட்டுகிறோம்.';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(async () => {
  vi.restoreAllMocks();
  useAppUpdate.setState({ waiting: false, reload: () => undefined });
  await act(() => useLocale.getState().choose('en'));
});

describe('the offline notice and the new-version prompt', () => {
  it('says the intern is offline only while the browser has no network, in Tamil and in English', async () => {
    renderUi(<OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    goOffline(true);
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_EN);
    await act(() => useLocale.getState().choose('ta'));
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_TA);
    goOffline(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces a waiting version and reloads only when the intern asks', async () => {
    const reload = vi.fn();
    renderUi(<UpdatePrompt />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => useAppUpdate.setState({ waiting: true, reload }));
    await act(() => useLocale.getState().choose('ta'));
    expect(screen.getByRole('status').textContent).toContain('புதிய பதிப்பு தயாராக உள்ளது.');
    await act(() => useLocale.getState().choose('en'));
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
