import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import type { PrerenderedPage } from '../src/prerender';

/** Where `index.html` keeps the placeholder that a page's HTML replaces. */
const APP_SLOT = /<div id="root">\s*<!--app-->[\s\S]*?<!--\/app-->\s*<\/div>/;

/** `pages/` path of a route: `/` → `index.html`, `/signup/with-email` → `signup/with-email.html`. */
export function pageFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** React's own preloads (the hero image) lead its output; they belong in the head. */
const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;

/** The built `index.html` with one page's title and HTML; `main.tsx` hydrates what it finds. */
export function fillTemplate(template: string, page: PrerenderedPage, html: string): string {
  if (!APP_SLOT.test(template)) throw new Error('index.html has no <!--app--> slot in #root');
  if (/<script\b/i.test(html)) throw new Error(`${page.path}: inline script in the HTML (CSP)`);
  const links = LEADING_LINKS.exec(html)?.[0] ?? '';
  const body = html.slice(links.length);
  return (
    template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      // The page is in the HTML: its stylesheet and images come before the script that hydrates it.
      .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
      .replace('</head>', () => `${links}</head>`)
      .replace(
        APP_SLOT,
        () => `<div id="root" data-prerendered="${escapeHtml(page.path)}">${body}</div>`,
      )
  );
}

/** Files of the chunks that hold these source modules and of everything they import, entry aside. */
export function chunkClosure(
  bundle: Rolldown.OutputBundle,
  root: string,
  modules: string[],
): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const add = (chunk: Rolldown.OutputChunk) => {
    if (chunk.isEntry || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) add(next);
    }
  };
  for (const module of modules) {
    const id = path.resolve(root, module);
    const chunk = chunks.find((c) => c.facadeModuleId === id);
    if (!chunk) throw new Error(`no chunk of its own for ${module}`);
    add(chunk);
  }
  return [...files].sort();
}

/** The built `index.html` for a signed-in page: its code and the session check load at once. */
export function fillShell(template: string, chunkFiles: string[]): string {
  const preloads = [
    // The same request the app makes (`lib/session.tsx`): Chromium hands the app this answer.
    '<link rel="preload" href="/v1/auth/session" as="fetch" crossorigin="use-credentials" />',
    ...chunkFiles.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ];
  return template.replace('</head>', () => `  ${preloads.join('\n    ')}\n  </head>`);
}

/**
 * After the client build: builds `src/prerender.tsx` for Node, renders the public pages with it
 * and writes each beside the assets as `pages/…html` (the server sends it for its route), with
 * the signed-in first pages' shells beside them. Runs in `writeBundle`, so the precompress
 * plugin's `closeBundle` compresses these pages too.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'dpts-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the project, so the render's bare imports (react, react-router) resolve.
      const ssrDir = path.join(config.root, 'node_modules/.cache/dpts-prerender');
      await rm(ssrDir, { recursive: true, force: true });
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: 'src/prerender.tsx',
            outDir: ssrDir,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
          },
        });
        const entry = pathToFileURL(path.join(ssrDir, 'prerender.js')).href;
        const { appShellPages, prerenderedPages, renderPage } = (await import(
          entry
        )) as typeof import('../src/prerender');
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const pages = await prerenderedPages();
        for (const page of pages) {
          const file = path.join(outDir, 'pages', pageFile(page.path));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, fillTemplate(template, page, await renderPage(page.path)));
        }
        for (const shell of appShellPages) {
          const file = path.join(outDir, 'pages', pageFile(shell.path));
          await mkdir(path.dirname(file), { recursive: true });
          const chunkFiles = chunkClosure(bundle, config.root, shell.modules);
          await writeFile(file, fillShell(template, chunkFiles));
        }
        config.logger.info(
          `prerendered ${pages.map((p) => p.path).join(', ')}; app shells for ${appShellPages.map((p) => p.path).join(', ')}`,
        );
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
