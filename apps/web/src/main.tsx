import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { holdEarlyInput } from './app/early-input';
import { rendersAsBuilt } from './app/first-render';
import { firstPageLoaded } from './app/router';
import { startSessionCheck } from './lib/session';
import { activateLanguage, initialLanguage } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import './index.css';

startSessionCheck();
const root = document.getElementById('root')!;
const language = initialLanguage();
// The page's code and its language's catalog travel together; without the catalog (offline
// before it was ever loaded) the page shows in English rather than not at all.
const pageReady = Promise.all([firstPageLoaded, activateLanguage(language).catch(() => undefined)]);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// In a transition, React renders in slices of a few milliseconds and lets the phone answer a tap
// in between, instead of one long task while the whole first screen is built.
if (rendersAsBuilt(root, window.location, window.history.state, language)) {
  // A public page arrives as HTML (build/prerender.ts): React takes it over instead of redrawing
  // it, once the page's code is here. Hydrating earlier would leave the page's part waiting, and
  // the session check answering meanwhile would make React throw that part away and draw it anew.
  // What the visitor types meanwhile is kept and handed to React once it has the page.
  holdEarlyInput(root);
  void pageReady.then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  // The HTML's placeholder stays until the page's code is here: drawn earlier, the page would show
  // a spinner and React would then hold the page back 300 ms so as not to flash it.
  const reactRoot = createRoot(root);
  void pageReady.then(() => startTransition(() => reactRoot.render(app)));
}
// The installable app: every page's code kept on the phone for when the network drops.
registerServiceWorker();
