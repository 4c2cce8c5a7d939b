// npm run lint: the documents code comments cite must exist. Fails on
//   - a citation (docs/<file>.md#<anchor>) whose file or heading anchor does not exist,
//   - a citation of the original documents that are not in the repository (spec N §…, ARCHITECTURE §N),
//   - a target of the spec-section table in docs/behaviour/README.md that does not exist,
//   - a link between the docs to a file or heading that does not exist,
//   - an ADR in docs/decisions/ that the decisions index of docs/architecture.md does not list.
// Anchors are GitHub's (scripts/doc-citations.mjs). Usage: node scripts/check-doc-citations.mjs [paths…]
import fs from 'node:fs';
import path from 'node:path';
import { anchorsOfFile, CITATION, codeFiles, OLD_CITATION, readMapping, ROOT } from './doc-citations.mjs';

const problems = [];
const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** A problem with `file#anchor` (repository-relative), or null when both exist. */
function targetProblem(file, anchor) {
  const anchors = anchorsOfFile(file);
  if (anchors === null) return `${file} does not exist`;
  if (anchor !== undefined && !anchors.has(anchor))
    return `${file} has no heading with the anchor #${anchor}`;
  return null;
}

// Code: every citation resolves; none of the old form is left.
const args = process.argv.slice(2);
// The citation scripts themselves show the old form and made-up anchors as examples.
const SELF = /^scripts\/(?:check-|rewrite-)?doc-citations\.mjs$/;
const files = codeFiles(args.length > 0 ? args : undefined).filter((file) => !SELF.test(file));
let citations = 0;
for (const file of files) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  for (const match of text.matchAll(CITATION)) {
    const [target, ...more] = match[0].split(/,\s*(?=#)/);
    const [citedFile, firstAnchor] = target.split('#');
    for (const anchor of [firstAnchor, ...more.map((m) => m.slice(1))]) {
      citations += 1;
      const problem = targetProblem(citedFile, anchor);
      if (problem) problems.push(`${file}:${lineOf(text, match.index)}: ${match[0]}: ${problem}`);
    }
  }
  for (const match of text.matchAll(OLD_CITATION)) {
    const line = text.split('\n')[lineOf(text, match.index) - 1].trim();
    problems.push(
      `${file}:${lineOf(text, match.index)}: cites the original documents, which are not in the repository; ` +
        `cite docs/behaviour/<area>.md#<anchor> or docs/architecture.md#<anchor> instead: ${line}`,
    );
  }
}

// The spec-section table.
const mapping = readMapping();
for (const row of mapping) {
  const [file, anchor] = row.target.split('#');
  const problem = targetProblem(file, anchor);
  if (problem) problems.push(`docs/behaviour/README.md: ${row.spec} §${row.number} ${row.part}: ${problem}`);
}

// Links between the docs.
const docs = [];
const walkDocs = (dir) => {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) walkDocs(relative);
    else if (entry.name.endsWith('.md')) docs.push(relative);
  }
};
walkDocs('docs');
for (const doc of docs) {
  const text = fs.readFileSync(path.join(ROOT, doc), 'utf8').replace(/```[\s\S]*?```/g, '');
  for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const link = match[1];
    if (/^[a-z]+:/i.test(link)) continue;
    const [linkPath, anchor] = link.split('#');
    const target =
      linkPath === '' ? doc : path.posix.normalize(path.posix.join(path.posix.dirname(doc), linkPath));
    if (!target.endsWith('.md')) {
      if (!fs.existsSync(path.join(ROOT, target)))
        problems.push(`${doc}: link ${link}: ${target} does not exist`);
      continue;
    }
    const problem = targetProblem(target, anchor);
    if (problem) problems.push(`${doc}:${lineOf(text, match.index)}: link ${link}: ${problem}`);
  }
}

// The decisions index.
const architecture = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
const index = architecture.slice(architecture.indexOf('## Decisions'));
for (const adr of fs.readdirSync(path.join(ROOT, 'docs/decisions')).filter((f) => f.endsWith('.md'))) {
  if (!index.includes(`(decisions/${adr})`))
    problems.push(`docs/architecture.md: the decisions index does not link docs/decisions/${adr}`);
}

if (problems.length > 0) {
  console.error(`✖ ${problems.length} documentation citation problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `✔ ${citations} citations in ${files.length} files, ${mapping.length} spec sections and the links of ` +
    `${docs.length} docs resolve`,
);
