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

describe('ExtensionPrompt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
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
    expect(install).toHaveAttribute('href', links.installExtension);
    expect(install).toHaveAttribute('rel', expect.stringContaining('noopener'));
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
