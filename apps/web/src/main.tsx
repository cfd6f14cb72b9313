import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/app';
import './index.css';

// zod's compiled parsers probe `new Function`; under our CSP (no 'unsafe-eval') that probe is
// reported as a policy violation, so parse without it.
z.config({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
