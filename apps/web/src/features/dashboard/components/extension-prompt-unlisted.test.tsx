import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { EXTENSION_MARK, TIMINGS_MS } from '@dpts/contract/constants';

// A build made before the extension is published: no Chrome Web Store listing.
const listed = vi.hoisted(() => {
  const url = process.env.VITE_EXTENSION_CHROME_URL;
  process.env.VITE_EXTENSION_CHROME_URL = '';
  return url;
});
// Files share modules (isolate: false): load the prompt afresh, as this build would, and leave
// the listed build to the files after this one.
vi.resetModules();
const { ExtensionPrompt } = await import('./extension-prompt');
afterAll(() => {
  process.env.VITE_EXTENSION_CHROME_URL = listed;
  vi.resetModules();
});

const chromeDesktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('ExtensionPrompt on a desktop browser whose store listing is not set', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(chromeDesktop);
  });
  afterEach(() => vi.useRealTimers());

  it('links to no store and offers the certificate link instead', () => {
    render(<ExtensionPrompt />);
    const inline = document.getElementById(EXTENSION_MARK.installPromptElementId)!;
    expect(inline).toHaveTextContent('Claim its points with your certificate link');
    act(() => {
      vi.advanceTimersByTime(TIMINGS_MS.extensionDetection);
    });
    const dialog = screen.getByRole('dialog', { name: 'Action Required!' });
    expect(dialog).toHaveTextContent('Claim with your certificate link');
    expect(screen.queryByRole('link', { name: 'Install Extension' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Get the .* extension/ })).toBeNull();
  });
});
