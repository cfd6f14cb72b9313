import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { EXTENSION_MARK, TIMINGS_MS } from '@dpts/contract/constants';
import { links } from '../../../config/app';
import { ExtensionPrompt } from './extension-prompt';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const chromeDesktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('ExtensionPrompt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(chromeDesktop);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.removeAttribute(EXTENSION_MARK.attribute);
  });

  it('opens Action Required! 10 s after the dashboard opens when the extension has not marked the page', () => {
    render(<ExtensionPrompt />);
    expect(document.getElementById(EXTENSION_MARK.installPromptElementId)).toBeInTheDocument();
    advance(TIMINGS_MS.extensionDetection - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    const dialog = screen.getByRole('dialog', { name: 'Action Required!' });
    expect(dialog).toHaveAccessibleDescription(/extension is needed to count the courses/);
    const install = screen.getByRole('link', { name: 'Install Extension' });
    // jsdom's user agent is a desktop one: the Chrome Web Store listing, not a store search.
    expect(install).toHaveAttribute('href', links.extensionStores.chrome);
    expect(install).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // The route that needs no extension is offered too.
    expect(dialog).toHaveTextContent('No extension? Claim with your certificate link');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape and does not come back', () => {
    render(<ExtensionPrompt />);
    advance(TIMINGS_MS.extensionDetection);
    expect(screen.getByRole('dialog', { name: 'Action Required!' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(TIMINGS_MS.extensionDetection * 2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed, and hides the inline call to action, when the page is already marked', () => {
    document.documentElement.setAttribute(EXTENSION_MARK.attribute, '1.0.0');
    render(<ExtensionPrompt />);
    advance(TIMINGS_MS.extensionDetection);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.getElementById(EXTENSION_MARK.installPromptElementId)).toBeNull();
  });

  it('stays closed when the mark appears during the 10 s wait', async () => {
    render(<ExtensionPrompt />);
    advance(TIMINGS_MS.extensionDetection / 2);
    await act(async () => {
      document.documentElement.setAttribute(EXTENSION_MARK.attribute, '');
    });
    expect(document.getElementById(EXTENSION_MARK.installPromptElementId)).toBeNull();
    advance(TIMINGS_MS.extensionDetection);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ExtensionPrompt on a phone browser that cannot run the extension', () => {
  const chromeAndroid =
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(chromeAndroid);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('explains the two ways to earn once, and not again after Got it', () => {
    const { unmount } = render(<ExtensionPrompt />);
    // Nothing to install here, so no inline call to install.
    expect(document.getElementById(EXTENSION_MARK.installPromptElementId)).toBeNull();
    advance(TIMINGS_MS.extensionDetection);
    const dialog = screen.getByRole('dialog', { name: 'Action Required!' });
    expect(dialog).toHaveTextContent('Use Firefox for Android');
    expect(dialog).toHaveTextContent('Claim with your certificate link');
    expect(screen.getByRole('link', { name: 'Get Firefox for Android' })).toHaveAttribute(
      'href',
      links.firefoxForAndroid,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    // The next visit to the dashboard.
    render(<ExtensionPrompt />);
    advance(TIMINGS_MS.extensionDetection * 2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('comes back on the next visit when it was never dismissed', () => {
    const { unmount } = render(<ExtensionPrompt />);
    advance(TIMINGS_MS.extensionDetection);
    expect(screen.getByRole('dialog', { name: 'Action Required!' })).toBeInTheDocument();
    unmount();
    render(<ExtensionPrompt />);
    advance(TIMINGS_MS.extensionDetection);
    expect(screen.getByRole('dialog', { name: 'Action Required!' })).toBeInTheDocument();
  });

  it('on an iPhone offers only what works there', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    );
    render(<ExtensionPrompt />);
    advance(TIMINGS_MS.extensionDetection);
    expect(screen.getByRole('dialog', { name: 'Action Required!' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Firefox for Android' })).toBeNull();
  });
});

describe('ExtensionPrompt on a desktop browser that can run the extension', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(chromeDesktop);
  });
  afterEach(() => vi.useRealTimers());

  it('asks again on every visit (the extension is needed there)', () => {
    const { unmount } = render(<ExtensionPrompt />);
    advance(TIMINGS_MS.extensionDetection);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    unmount();
    render(<ExtensionPrompt />);
    advance(TIMINGS_MS.extensionDetection);
    expect(screen.getByRole('dialog', { name: 'Action Required!' })).toBeInTheDocument();
  });
});
