import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { rendersAsBuilt } from './app/first-render';
import { firstPageLoaded } from './app/router';
import './index.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// In a transition, React renders in slices of a few milliseconds and lets the phone answer a tap
// in between, instead of one long task while the whole first screen is built.
if (rendersAsBuilt(root)) {
  // A public page arrives as HTML (build/prerender.ts): React takes it over instead of redrawing
  // it, once the page's code is here. Hydrating earlier would leave the page's part waiting, and
  // the session check answering meanwhile would make React throw that part away and draw it anew.
  void firstPageLoaded
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}
