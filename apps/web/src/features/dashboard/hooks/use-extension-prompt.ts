import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { EXTENSION_MARK, TIMINGS_MS } from '@dpts/contract/constants';
import {
  canInstallExtension,
  detectBrowser,
  type BrowserKind,
} from '../../../lib/extension-support';
import { isPhonePromptDismissed, rememberPhonePromptDismissed } from '../lib/phone-prompt';

function isExtensionMarked(): boolean {
  return document.documentElement.hasAttribute(EXTENSION_MARK.attribute);
}

/** The extension's content script may mark <html> at any time after the page loads. */
function subscribeToMark(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: [EXTENSION_MARK.attribute],
  });
  return () => observer.disconnect();
}

export function useExtensionDetected(): boolean {
  return useSyncExternalStore(subscribeToMark, isExtensionMarked, () => false);
}

/**
 * The install prompt opens when the extension's mark is still missing 10 s after the dashboard
 * opens (spec section 1); it closes by itself if the mark shows up later. A browser that cannot
 * run the extension (Chrome for Android, iPhone) gets the ways to earn instead, until dismissed.
 */
export function useExtensionPrompt() {
  const isDetected = useExtensionDetected();
  const browser: BrowserKind = useMemo(() => detectBrowser(), []);
  const canInstall = canInstallExtension(browser);
  const [isTimeUp, setTimeUp] = useState(false);
  const [isDismissed, setDismissed] = useState(() => !canInstall && isPhonePromptDismissed());

  useEffect(() => {
    const timer = setTimeout(() => setTimeUp(true), TIMINGS_MS.extensionDetection);
    return () => clearTimeout(timer);
  }, []);

  const dismiss = useCallback(() => {
    setDismissed(true);
    if (!canInstall) rememberPhonePromptDismissed();
  }, [canInstall]);
  return {
    isDetected,
    isPromptOpen: isTimeUp && !isDetected && !isDismissed,
    dismiss,
    browser,
    canInstall,
  };
}
