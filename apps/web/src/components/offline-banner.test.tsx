import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { reportNoAnswer } from '../lib/online-status';
import { OFFLINE_TEXT as OFFLINE_MESSAGE, OfflineBanner } from './offline-banner';

const OFFLINE_TEXT = OFFLINE_MESSAGE.message as string;

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

  it('makes room below the page while it shows, so the bottom link is not covered', () => {
    render(<OfflineBanner />);
    goOffline(true);
    expect(document.body.style.paddingBottom).toMatch(/^\d+px$/);
    goOffline(false);
    expect(document.body.style.paddingBottom).toBe('');
  });

  it('shows at once when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByText(OFFLINE_TEXT)).toBeInTheDocument();
  });

  it('shows when the API stops answering though the browser says online (data used up)', () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    render(<OfflineBanner />);
    act(() => reportNoAnswer());
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    goOffline(false);
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
