import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { OFFLINE_TEXT, OfflineBanner } from './offline-banner';

function goOffline(isOffline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!isOffline);
  act(() => {
    window.dispatchEvent(new Event(isOffline ? 'offline' : 'online'));
  });
}

describe('OfflineBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says nothing while the phone is online', () => {
    render(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
  });

  it('tells the officer the phone is offline, and goes away when it is back', () => {
    render(<OfflineBanner />);
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    goOffline(false);
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
  });

  it('shows at once when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByText(OFFLINE_TEXT)).toBeInTheDocument();
  });
});
