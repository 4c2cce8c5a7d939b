// What the citation scripts share: GitHub's heading anchors, the headings of a markdown file, the table in
// docs/behaviour/README.md that maps each section of the original specification to the heading that now holds it,
// and the files code comments live in.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const BEHAVIOUR_DIR = path.join(ROOT, 'docs', 'behaviour');
export const MAPPING_FILE = path.join(BEHAVIOUR_DIR, 'README.md');
/** The folders whose comments cite the documents. */
export const CODE_DIRS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
export const CODE_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.mts',
  '.cts',
  '.js',
  '.mjs',
  '.cjs',
  '.jsx',
  '.css',
  '.html',
]);
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'screenshots',
  'migrations',
]);

/**
 * GitHub's anchor for a heading (what github-slugger does): lower case, every character that is not a letter,
 * mark, number, connector, hyphen or space removed, spaces turned into hyphens.
 */
export function slug(heading) {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** A heading's text as GitHub renders it: inline code, links and emphasis reduced to their words. */
function headingText(raw) {
  return raw
    .replace(/\s+#+\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(^|\W)[*_]([^*_]+)[*_](?=\W|$)/g, '$1$2')
    .trim();
}

/** The anchors of a markdown file's headings, duplicates numbered as GitHub numbers them (-1, -2, …). */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of markdown.split('\n')) {
    const opening = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (opening) {
      if (!fence) fence = opening[1][0];
      else if (opening[1][0] === fence) fence = null;
      continue;
    }
    if (fence) continue;
    const heading = /^\s{0,3}#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const base = slug(headingText(heading[1]));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const anchorCache = new Map();
/** The anchors of a file under the repository, or null when the file does not exist. */
export function anchorsOfFile(file) {
  const absolute = path.resolve(ROOT, file);
  if (!anchorCache.has(absolute)) {
    anchorCache.set(absolute, fs.existsSync(absolute) ? anchorsOf(fs.readFileSync(absolute, 'utf8')) : null);
  }
  return anchorCache.get(absolute);
}

/**
 * The rows of the "Spec sections" table: `spec` is 1, 2, 3 or 'A' (the original architecture page), `number` the
 * section's number, `part` the section title or a subsection or part of it, `target` the heading that holds it,
 * as a path from the repository root (`docs/behaviour/checkout.md#payment`). The first row of each number is where
 * a citation of the whole section leads.
 */
export function readMapping(markdown = fs.readFileSync(MAPPING_FILE, 'utf8')) {
  const rows = [];
  const at = markdown.indexOf('## Spec sections');
  if (at === -1) throw new Error(`${path.relative(ROOT, MAPPING_FILE)}: no "## Spec sections" table`);
  for (const line of markdown.slice(at).split('\n')) {
    const cells = /^\|\s*([123A])\s*§(\d+)\s*\|\s*(.+?)\s*\|\s*`([^`]+)`\s*\|\s*$/.exec(line);
    if (!cells) continue;
    const [, spec, number, part, target] = cells;
    rows.push({
      spec: spec === 'A' ? 'A' : Number(spec),
      number: Number(number),
      part,
      target: path.posix.normalize(path.posix.join('docs/behaviour', target)),
    });
  }
  if (rows.length === 0)
    throw new Error(`${path.relative(ROOT, MAPPING_FILE)}: the "Spec sections" table is empty`);
  return rows;
}

/** Every code file under CODE_DIRS and at the root (or under the given paths), repository-relative. */
export function codeFiles(roots = CODE_DIRS) {
  const files = [];
  const walk = (relative) => {
    const absolute = path.join(ROOT, relative);
    if (!fs.existsSync(absolute)) return;
    const stat = fs.statSync(absolute);
    if (stat.isFile()) {
      if (CODE_EXTENSIONS.has(path.extname(relative))) files.push(relative.split(path.sep).join('/'));
      return;
    }
    for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
      if (entry.isDirectory() && (SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.'))) continue;
      walk(path.join(relative, entry.name));
    }
  };
  for (const root of roots) walk(root);
  // The repository root's own code (eslint.config.js, vitest.config.ts) when no paths were given.
  if (roots === CODE_DIRS) {
    for (const entry of fs.readdirSync(ROOT, { withFileTypes: true }))
      if (entry.isFile() && CODE_EXTENSIONS.has(path.extname(entry.name))) files.push(entry.name);
  }
  return files.sort();
}

/**
 * A citation of the documents in code: a path under docs/ ending in .md, an optional anchor, and further anchors
 * of the same file as `, #anchor`.
 */
export const CITATION = /\bdocs\/[\w./-]+?\.md(?:#[\w-]+)?(?:,\s*#[\w-]+)*/g;

/** A citation of the original documents that no longer exist here. */
export const OLD_CITATION = /\bspec\s+[1-3]\s*§|\bARCH(?:ITECTURE)?(?:\.md)?\s*§/gi;
