#!/usr/bin/env node
// `npm run check:refs`: fails when a code comment or a Markdown file cites something the
// repository does not hold. What is checked:
//   - paths from the repository's top folders (`docs/…`, `apps/…`, `packages/…`, `bench/…`,
//     `e2e/…`, `scripts/…`, `.ci/…`) and names of Markdown files (`README.md`): the file or
//     folder exists (from the repository root, the citing file's folder or its package), or is
//     something the build makes (ignored by git, like `apps/web/dist/`);
//   - Markdown links `[text](target)` to local files, and their `#anchor` in a Markdown target;
//   - "spec section N" / "spec §N": docs/product-spec.md has a `## N.` section; the same for
//     "<file>.md §N" or "<file>.md section N" citing a numbered section of any Markdown file;
//   - "decision NNN": docs/decisions/NNN-….md exists;
//   - the design rules cited by a bare name (upper-case "design" and a section sign): they live
//     in docs/design.md.
// URLs, globs (`apps/*`), placeholders (`<version>`, `…`, `NNN`) and package names are not
// paths. In code only comments are read (TypeScript's own parser finds them); strings and code
// are not citations.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const TOP_FOLDERS = ['docs', 'apps', 'packages', 'bench', 'e2e', 'scripts', '.ci'];
const SPEC = 'docs/product-spec.md';

/** Files the check never reads: lock files, generated data, measurement results. */
const SKIPPED = [
  /^package-lock\.json$/,
  /(^|\/)node_modules\//,
  /^bench\/results\//,
  /^packages\/contract\/src\/locations-data\.ts$/,
  /^apps\/server\/drizzle\/meta\//,
];

const CODE = /\.(?:[cm]?[jt]sx?)$/;
const SHELL = /\.(?:sh|bash)$/;

// ---------- where citations are ----------

/** Comments of a TypeScript or JavaScript file, each with its offset. */
export function codeComments(fileName, text) {
  const kind = fileName.endsWith('x')
    ? ts.ScriptKind.TSX
    : /\.[cm]?js$/.test(fileName)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Set();
  const comments = [];
  const collect = (ranges) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({ offset: range.pos, text: text.slice(range.pos, range.end) });
    }
  };
  // Every token's leading trivia and every node's trailing trivia hold all the comments.
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    if (node.kind < ts.SyntaxKind.FirstNode || node.getChildCount(source) === 0) return;
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos));
  return comments;
}

const matchesOf = (re, text) =>
  [...text.matchAll(re)].map((m) => ({ offset: m.index, text: m[0] }));

/** The parts of a file that may cite: comments in code, SQL, CSS, HTML and shell; all of Markdown. */
export function citingParts(fileName, text) {
  if (fileName.endsWith('.md')) return [{ offset: 0, text }];
  if (CODE.test(fileName)) return codeComments(fileName, text);
  if (fileName.endsWith('.sql')) return matchesOf(/--[^\n]*|\/\*[\s\S]*?\*\//g, text);
  if (fileName.endsWith('.css')) return matchesOf(/\/\*[\s\S]*?\*\//g, text);
  if (fileName.endsWith('.html')) return matchesOf(/<!--[\s\S]*?-->/g, text);
  if (SHELL.test(fileName) || text.startsWith('#!/'))
    return matchesOf(/(?<=^|\s)#(?!!)[^\n]*/gm, text);
  return [];
}

// ---------- what counts as a citation ----------

const blank = (s) => ' '.repeat(s.length);
/** URLs and e-mail addresses are not local paths; blanked so offsets stay right. */
const withoutUrls = (text) =>
  text
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s)>\]'"`]*/gi, blank)
    .replace(/\bwww\.[^\s)>\]'"`]*/gi, blank)
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, blank);

const TOP = TOP_FOLDERS.map((f) => f.replace('.', '\\.')).join('|');
/** `apps/server/src/app.ts`, `.ci/run`, `docs/` (not inside a longer path or a package name). */
const PATH_RE = new RegExp(`(?<![\\w@.\\/~$-])(?:\\.\\.?\\/)*(?:${TOP})\\/[\\w.\\/-]*`, 'g');
/** `README.md`, `../docs/design.md`: Markdown files named outside the top folders. */
const MD_RE = /(?<![\w@./~$-])(?:\.\.?\/)*(?:[\w-]+\/)*[\w.-]*\w\.md(?![\w/-])/g;
/** `[text](target)` */
const LINK_RE = /\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
/** A glob, a template or an elided part follows: not one path. */
const PLACEHOLDER_AFTER = /^[*{<…$[]/;
const PLACEHOLDER_IN = /\bN{2,}\b|\bX{3,}\b/;

const NUMBERS = String.raw`\d+(?:\s*(?:,|and|or|to|&|–|-)\s*\d+)*`;
const SPEC_RE = new RegExp(
  String.raw`\bspec(?:'s|ification)?\s*(?:\(\s*)?(?:sections?|§{1,2}|sec\.)\s*(${NUMBERS})`,
  'gi',
);
const FILE_SECTION_RE = new RegExp(
  String.raw`((?:[\w.-]+\/)*[\w.-]+\.md)\s*(?:sections?\s*|§{1,2}\s*)(${NUMBERS})`,
  'gi',
);
const BARE_DESIGN_RE = /\bDESIGN\b(?!\.md)(?=\s*(?:§|sections?\b))/g;
const DECISION_RE = /\b[Dd]ecisions?\s+(\d{3}(?:\s*(?:,|and|or|–|-)\s*\d{3})*)\b/g;

/** "2, 3 and 5" → [2, 3, 5]; "2–4" → [2, 3, 4]. */
export function sectionNumbers(list) {
  const out = [];
  const re = /(\d+)(?:\s*[–-]\s*(\d+))?/g;
  for (const m of list.matchAll(re)) {
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    for (let n = from; n <= Math.min(to, from + 50); n++) out.push(n);
  }
  return out;
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

// ---------- the repository ----------

/** Files the check reads, and answers about paths, for one repository root. */
export class Repository {
  constructor(root) {
    this.root = root;
    this.markdown = new Map();
    this.isGit = existsSync(path.join(root, '.git'));
  }

  /** Tracked and new (not ignored) files, relative, with `/`. */
  files() {
    let files;
    if (this.isGit) {
      const out = execFileSync(
        'git',
        ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
        { cwd: this.root, maxBuffer: 64 * 1024 * 1024 },
      ).toString();
      files = [...new Set(out.split('\0').filter(Boolean))];
    } else files = walk(this.root, '');
    return files
      .filter((f) => !SKIPPED.some((re) => re.test(f)))
      .filter((f) => existsSync(path.join(this.root, f)));
  }

  exists(relative) {
    const absolute = path.join(this.root, relative);
    return absolute.startsWith(this.root) && existsSync(absolute);
  }

  /**
   * Which of `paths` the build or a run makes (git ignores them), so they need not exist in the
   * tree: one `git check-ignore` for all of them. A path is asked as a file and as a folder.
   */
  ignored(paths) {
    const out = new Set();
    if (!this.isGit || paths.length === 0) return out;
    const asked = paths.flatMap((p) => [p.replace(/\/$/, ''), `${p.replace(/\/$/, '')}/`]);
    let answer;
    try {
      answer = execFileSync('git', ['check-ignore', '--no-index', '--stdin', '-z', '-v', '-n'], {
        cwd: this.root,
        input: asked.join('\0') + '\0',
        maxBuffer: 64 * 1024 * 1024,
      }).toString();
    } catch (err) {
      // Exit 1: nothing ignored; the answer is still on stdout.
      answer = err.stdout?.toString() ?? '';
    }
    // -z -v: source, line, pattern, path; an empty source means not ignored.
    const fields = answer.split('\0');
    for (let i = 0; i + 3 < fields.length; i += 4)
      if (fields[i]) out.add(fields[i + 3].replace(/\/$/, ''));
    return new Set(paths.filter((p) => out.has(p.replace(/\/$/, ''))));
  }

  /** The nearest folder at or above `dir` holding a package.json (a workspace), else the root. */
  packageOf(dir) {
    for (let d = dir; d && d !== '.'; d = path.posix.dirname(d))
      if (existsSync(path.join(this.root, d, 'package.json'))) return d;
    return '';
  }

  /** Where `cited` from `file` points, if anywhere: its folder, its package, the root. */
  resolve(file, cited) {
    const dir = path.posix.dirname(file);
    const bases = /^\.\.?\//.test(cited) ? [dir] : [dir, this.packageOf(dir), ''];
    for (const base of bases) {
      const candidate = path.posix.normalize(path.posix.join(base, cited));
      if (!candidate.startsWith('..') && this.exists(candidate)) return candidate;
    }
    return null;
  }

  /** Numbered `## N.` sections and heading anchors of a Markdown file. */
  outline(relative) {
    if (!this.markdown.has(relative)) {
      const text = readFileSync(path.join(this.root, relative), 'utf8');
      const sections = new Set();
      const anchors = new Set();
      const counts = new Map();
      let fenced = false;
      for (const line of text.split('\n')) {
        if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
        if (fenced) continue;
        const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
        if (!heading) continue;
        const numbered = /^(\d+)\.\s/.exec(heading[2]);
        if (numbered && heading[1].length === 2) sections.add(Number(numbered[1]));
        const base = anchorOf(heading[2].replace(/`/g, ''));
        const n = counts.get(base) ?? 0;
        counts.set(base, n + 1);
        anchors.add(n === 0 ? base : `${base}-${n}`);
      }
      for (const m of text.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(m[1]);
      this.markdown.set(relative, { sections, anchors });
    }
    return this.markdown.get(relative);
  }
}

function walk(root, dir) {
  const out = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (['.git', 'node_modules', 'dist', 'data'].includes(entry.name)) continue;
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...walk(root, relative));
    else out.push(relative);
  }
  return out;
}

// ---------- the check ----------

/** Problems in one file's text: `{file, line, message}`. */
export function checkFile(repo, file, text) {
  return settle(repo, findProblems(repo, file, text));
}

/** Drops the problems that name a build output (one question to git for all of them). */
function settle(repo, problems) {
  const ignored = repo.ignored([...new Set(problems.flatMap((p) => p.unlessIgnored ?? []))]);
  return problems
    .filter((p) => !p.unlessIgnored?.some((candidate) => ignored.has(candidate)))
    .map(({ unlessIgnored: _, ...p }) => p);
}

/** Text with nothing that could cite needs no parsing (most files): a quick first look. */
const MAY_CITE = new RegExp(
  String.raw`(?:${TOP})\/|\.md\b|\bspec|\bdesign\b|\bdecisions?\s+\d|\]\(`,
  'i',
);

function findProblems(repo, file, text) {
  if (!MAY_CITE.test(text)) return [];
  const problems = [];
  const lineAt = (offset) => text.slice(0, offset).split('\n').length;
  /** `unlessIgnored`: not a problem if git ignores any of these paths (a build output). */
  const report = (offset, message, unlessIgnored) =>
    problems.push({ file, line: lineAt(offset), message, ...(unlessIgnored && { unlessIgnored }) });
  const isMarkdown = file.endsWith('.md');

  for (const part of citingParts(file, text)) {
    const notes = isMarkdown ? part.text.replace(/<!--[\s\S]*?-->/g, blank) : part.text;
    // Link targets are checked as links; the text of a local link too (not twice as a path).
    const body = withoutUrls(isMarkdown ? notes.replace(LINK_RE, blankTarget) : notes);
    const paths = isMarkdown
      ? withoutUrls(
          notes.replace(LINK_RE, (link, target) =>
            isLocal(target) ? blank(link) : blankTarget(link, target),
          ),
        )
      : body;
    const at = (index) => part.offset + index;
    const checked = new Set();

    const checkPath = (index, raw, after) => {
      const cited = raw.replace(/[.:,]+$/, '');
      if (!cited || PLACEHOLDER_AFTER.test(after) || PLACEHOLDER_IN.test(cited)) return;
      if (checked.has(`${index}`)) return;
      checked.add(`${index}`);
      if (repo.resolve(file, cited)) return;
      const fromRoot = path.posix.normalize(cited.replace(/^(\.\.?\/)+/, ''));
      const fromHere = path.posix.normalize(path.posix.join(path.posix.dirname(file), cited));
      report(at(index), `${cited} does not exist${hintFor(cited)}`, [fromRoot, fromHere]);
    };

    for (const m of paths.matchAll(PATH_RE))
      checkPath(m.index, m[0], paths.slice(m.index + m[0].length, m.index + m[0].length + 1));
    for (const m of paths.matchAll(MD_RE)) {
      const top = m[0].replace(/^(\.\.?\/)+/, '').split('/')[0];
      if (TOP_FOLDERS.includes(top) && !m[0].startsWith('.')) continue; // PATH_RE had it
      checkPath(m.index, m[0], paths.slice(m.index + m[0].length, m.index + m[0].length + 1));
    }

    if (isMarkdown)
      for (const m of part.text.matchAll(LINK_RE)) checkLink(repo, file, m[1], at(m.index), report);

    for (const m of body.matchAll(SPEC_RE))
      checkSections(repo, file, SPEC, sectionNumbers(m[1]), at(m.index), report, m[0]);
    for (const m of body.matchAll(FILE_SECTION_RE)) {
      const target = repo.resolve(file, m[1]);
      if (target)
        checkSections(repo, file, target, sectionNumbers(m[2]), at(m.index), report, m[0]);
    }
    for (const m of body.matchAll(BARE_DESIGN_RE))
      report(at(m.index), `"${m[0]}" names no file: the design rules are docs/design.md`);
    for (const m of body.matchAll(DECISION_RE))
      for (const n of m[1].match(/\d{3}/g)) {
        const dir = path.join(repo.root, 'docs/decisions');
        const found = existsSync(dir) && readdirSync(dir).some((name) => name.startsWith(`${n}-`));
        if (!found) report(at(m.index), `decision ${n} has no file docs/decisions/${n}-….md`);
      }
  }
  return problems;
}

/** `[text](target)` with the target blanked. */
function blankTarget(link, target) {
  const at = link.lastIndexOf(target);
  return link.slice(0, at) + blank(target) + link.slice(at + target.length);
}

function hintFor(cited) {
  if (/(^|\/)DESIGN\.md$/.test(cited)) return ' (the design rules are docs/design.md)';
  if (/(^|\/)product-spec\.md$/.test(cited)) return ' (the specification is docs/product-spec.md)';
  if (/research\/learning-sites\.md$/.test(cited)) return ' (now docs/learning-sites.md)';
  return '';
}

/** Not a URL, `mailto:` or the like. */
const isLocal = (target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//');

function checkLink(repo, file, target, offset, report) {
  if (!isLocal(target)) return;
  const [rawPath, anchor] = target.split('#');
  const decoded = decodeURIComponent(rawPath ?? '');
  let resolved = file;
  if (decoded) {
    const candidate = decoded.startsWith('/')
      ? decoded.slice(1)
      : path.posix.normalize(path.posix.join(path.posix.dirname(file), decoded));
    if (candidate.startsWith('..') || !repo.exists(candidate)) {
      report(offset, `link to ${decoded} does not resolve`, [candidate]);
      return;
    }
    resolved = candidate;
  }
  if (anchor && resolved.endsWith('.md') && statSync(path.join(repo.root, resolved)).isFile()) {
    if (!repo.outline(resolved).anchors.has(anchor.toLowerCase()))
      report(offset, `link to ${decoded || file}#${anchor}: no such heading`);
  }
}

function checkSections(repo, file, target, numbers, offset, report, cited) {
  if (!repo.exists(target)) {
    report(offset, `"${cited}" cites ${target}, which does not exist`);
    return;
  }
  const { sections } = repo.outline(target);
  for (const n of numbers)
    if (!sections.has(n)) report(offset, `"${cited.trim()}": ${target} has no section ${n}`);
}

/** Checks every file; answers the problems found, sorted by file and line. */
export function checkRepository(root) {
  const repo = new Repository(root);
  const problems = [];
  for (const file of repo.files()) {
    if (!/\.(?:md|[cm]?[jt]sx?|sql|css|html|sh|bash)$/.test(file) && path.extname(file) !== '')
      continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    if (path.extname(file) === '' && !text.startsWith('#!/')) continue;
    problems.push(...findProblems(repo, file, text));
  }
  return settle(repo, problems).sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const started = performance.now();
  const problems = checkRepository(root);
  const took = Math.round(performance.now() - started);
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
  if (problems.length > 0) {
    console.error(`\ncheck:refs: ${problems.length} reference(s) to nothing (${took} ms)`);
    process.exit(1);
  }
  console.log(`check:refs: every cited file, section and decision exists (${took} ms)`);
}
