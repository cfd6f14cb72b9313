import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { chunkClosure, fillShell, fillTemplate, pageFile } from './prerender';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>DigiPoints</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root">
      <!--app-->
      <p>Loading…</p>
      <!--/app-->
    </div>
  </body>
</html>`;

describe('pages written by the build', () => {
  it('names each page by its route', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/login')).toBe('login.html');
    expect(pageFile('/signup/with-email')).toBe('signup/with-email.html');
  });

  it("puts a page's HTML, title and preloads in place of the placeholder; its script comes after", () => {
    const html = fillTemplate(
      template,
      { path: '/login', title: 'Log in | DigiPoints' },
      '<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/><main><h1>Log in</h1></main>',
    );
    expect(html).toContain('<title>Log in | DigiPoints</title>');
    expect(html).toContain(
      '<div id="root" data-prerendered="/login"><main><h1>Log in</h1></main></div>',
    );
    expect(html).not.toContain('Loading…');
    // React's preload goes to the head, before the page's markup.
    expect(html.indexOf('/images/hero.svg')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin');
  });

  it('refuses a page with an inline script (the CSP would block it) or a template without a slot', () => {
    expect(() => fillTemplate(template, { path: '/', title: 'x' }, '<script>x()</script>')).toThrow(
      /inline script/,
    );
    expect(() => fillTemplate('<div id="root"></div>', { path: '/', title: 'x' }, '')).toThrow(
      /slot/,
    );
  });

  it("names a signed-in page's code and the session check in its shell", () => {
    const html = fillShell(template, ['assets/dashboard-1.js', 'assets/button-2.js']);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" href="/v1/auth/session" as="fetch" crossorigin="use-credentials" />',
    );
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/dashboard-1.js" />',
    );
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/button-2.js" />');
    expect(html).toContain('Loading…');
  });

  it("lists a page's chunks with everything they import, but not the entry", () => {
    const root = '/app';
    const chunk = (fileName: string, facade: string | null, imports: string[], isEntry = false) =>
      ({
        type: 'chunk',
        fileName,
        facadeModuleId: facade && path.resolve(root, facade),
        imports,
        isEntry,
      }) as unknown as Rolldown.OutputChunk;
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', 'src/main.tsx', [], true),
        chunk('assets/layout.js', 'src/app/layouts/app-layout.tsx', [
          'assets/index.js',
          'assets/ui.js',
        ]),
        chunk('assets/dashboard.js', 'src/app/routes/dashboard.tsx', [
          'assets/index.js',
          'assets/ui.js',
          'assets/query.js',
        ]),
        chunk('assets/ui.js', null, ['assets/index.js']),
        chunk('assets/query.js', null, []),
        chunk('assets/settings.js', 'src/app/routes/settings.tsx', ['assets/zod.js']),
        chunk('assets/zod.js', null, []),
      ].map((c) => [c.fileName, c]),
    ) as Rolldown.OutputBundle;
    expect(
      chunkClosure(bundle, root, [
        'src/app/layouts/app-layout.tsx',
        'src/app/routes/dashboard.tsx',
      ]),
    ).toEqual(['assets/dashboard.js', 'assets/layout.js', 'assets/query.js', 'assets/ui.js']);
    expect(() => chunkClosure(bundle, root, ['src/app/routes/gone.tsx'])).toThrow(/gone.tsx/);
  });
});
