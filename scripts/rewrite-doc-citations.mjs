// Rewrites the citations of the original documents in code comments ("spec 3 §Checkout, §4", "ARCHITECTURE §3")
// into citations of the documents in the repository ("docs/behaviour/checkout.md#checkout-steps, #calls"), driven
// by the spec-section table of docs/behaviour/README.md (scripts/doc-citations.mjs reads it).
//
// Only comments change, and the titles of tests (describe/it/test), which name their rule the same way; other
// strings, which a shopper may read, are left alone. A section cited by its number alone ("§4") is resolved among
// its rows by the area of the file and the other sections the same citation names, then by the words around it.
// Comment lines a rewrite makes longer than the line limit are wrapped.
//
// Usage: node scripts/rewrite-doc-citations.mjs [--dry-run] [--report] [--only-clean] [--list] [paths…]
//   --dry-run     change nothing, print what would change
//   --report      print every citation with what it became
//   --only-clean  skip files that `git status` shows changed or new (someone else may be editing them)
//   --list        print the files it changed
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { codeFiles, readMapping, ROOT } from './doc-citations.mjs';

const LINE_LIMIT = 118;
const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const paths = args.filter((a) => !a.startsWith('--'));
const dryRun = flags.has('--dry-run');
const report = flags.has('--report');

// ---------------------------------------------------------------------------------------------------------------
// The table

const rows = readMapping();
const fileOf = (target) => target.split('#')[0];

/** Words that name a kind of section rather than what it is about. */
const STOP = new Set(
  'and the for with from its calls call what does whom into messages message errors error fields field page pages rules rule limits constants entities their states transitions validation roles permissions screens makes api'.split(
    ' ',
  ),
);
/** A row's words, cut to five letters so "synchronisation" meets "sync" and "checkout" meets "checkouts". */
function keywordsOf(row) {
  return row.part
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !STOP.has(w))
    .map((w) => w.slice(0, 5));
}
for (const row of rows) row.keywords = keywordsOf(row);
/** How telling a word is: words many rows share ("produ", "cart") count for little. */
const documentFrequency = new Map();
for (const row of rows)
  for (const k of new Set(row.keywords)) documentFrequency.set(k, (documentFrequency.get(k) ?? 0) + 1);
const weight = (k) => Math.log((rows.length + 1) / (documentFrequency.get(k) ?? 1));
/**
 * 0..1: the share of a row's words the comment uses, each weighted by how rare it is among the rows, scaled down
 * for a row whose words are few and common ("Product" alone says little).
 */
function wordScore(row, context) {
  const total = row.keywords.reduce((sum, k) => sum + weight(k), 0);
  if (total === 0) return 0;
  const hits = row.keywords.filter((k) => new RegExp(`(?:^|[^a-z0-9])${k}`).test(context));
  const coverage = hits.reduce((sum, k) => sum + weight(k), 0) / total;
  return coverage * Math.min(1, total / Math.log(rows.length + 1));
}

/** Where a comment's words may break across lines: spaces, or a line end and the next line's comment leader. */
const GAP = String.raw`(?:[ \t]+|[ \t]*\r?\n[ \t]*(?:\/\/+|\*(?!\/))?[ \t]*)`;
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A part's name as a sticky, case-insensitive pattern, optionally quoted, ending at a word boundary. */
function namePattern(name) {
  const words = name.split(/\s+/).map(escape).join(GAP);
  return new RegExp(String.raw`(['"‘“]?)(${words})\1(?![\p{L}\p{N}])`, 'iuy');
}
for (const row of rows) row.pattern = namePattern(row.part);

const bySpec = (spec) => rows.filter((r) => r.spec === spec);
const bySection = (spec, number) => rows.filter((r) => r.spec === spec && r.number === number);

/** The longest row name (among `candidates`) at `text[at]`, or null. */
function longestName(text, at, candidates) {
  let best = null;
  for (const row of candidates) {
    row.pattern.lastIndex = at;
    const match = row.pattern.exec(text);
    if (match && (!best || match[0].length > best.length)) best = { row, length: match[0].length };
  }
  return best;
}

// ---------------------------------------------------------------------------------------------------------------
// Areas: which behaviour document a file is about, from its path

const AREAS = [
  [/payment-method|card-form|profile-change|contact-change/, 'account.md'],
  [/wishlist/, 'wishlist.md'],
  [/return/, 'returns.md'],
  [/review|rating/, 'reviews.md'],
  [/track-order|tracking|order-progress|order-tracking/, 'tracking.md'],
  [
    /checkout|payment|order-success|shipping|delivery-estimate|place-order|cash-on-delivery|razorpay|gateway/,
    'checkout.md',
  ],
  [/invoice|orders?[-./]|recent-purchase|recent-delivered/, 'orders.md'],
  [/cart|coupon/, 'cart.md'],
  [/search|voice/, 'search.md'],
  [/location|pincode|geo[-./]|geolocation|delivery-promise|popular-cities|current-position/, 'location.md'],
  [/compare|comparison/, 'compare.md'],
  [/app\/layout|navigation|side-menu|mega-menu/, 'shell.md'],
  [/product-card|card-facts|components\/product\//, 'catalogue.md'],
  [
    /features\/product|product-page|product-facts|product\.schema|product-pricing|catalog\.product/,
    'product.md',
  ],
  [
    /categor|listing|trending|featured|home|catalog|filter|pagination|deals|products-query|slug/,
    'catalogue.md',
  ],
  [/profile|settings|account|address|notification/, 'account.md'],
  [/auth|login|signup|sign-up|forgot|session|otp|swipe|password-reset/, 'auth.md'],
  [/contact|faq|polic|help|seller-register|seller\/|coming-soon|toast-demo|static/, 'static-pages.md'],
  [/navigation|layout|router|language|shell|i18n|toast|store-info|not-found/, 'shell.md'],
  [/api-client|http\/|api-error/, 'api-conventions.md'],
];
function areasOfPath(file) {
  const lower = file.toLowerCase();
  for (const [pattern, doc] of AREAS) if (pattern.test(lower)) return [`docs/behaviour/${doc}`];
  return [];
}

/** Files whose path names one heading: among a section's rows, that heading first. */
const HEADINGS = [
  [/address/, 'docs/behaviour/account.md#addresses'],
  [/payment-method|card-form/, 'docs/behaviour/account.md#saved-cards'],
  [/profile-change|contact-change/, 'docs/behaviour/account.md#email-or-phone-change'],
  [/notification/, 'docs/behaviour/account.md#notifications'],
];
function headingOfPath(file) {
  const lower = file.toLowerCase();
  return HEADINGS.find(([pattern]) => pattern.test(lower))?.[1];
}

/** The standard heading of a numbered section in an area document. */
const STANDARD = { 5: 'validation', 7: 'calls', 8: 'messages', 9: 'limits' };

/**
 * The row a section cited by number alone leads to: a row in one of `areas` first, then the row whose words the
 * comment uses, then the area document's standard heading for that number, then the section's first row.
 */
function resolveNumber(spec, number, areas, context, before = '', heading = undefined) {
  const candidates = bySection(spec, number);
  if (candidates.length === 0) return null;
  let best = candidates[0];
  let bestScore = -1;
  candidates.forEach((row, order) => {
    const inArea = areas.get(fileOf(row.target)) ?? 0;
    // Words just before the citation ("The slide-in menu (spec …") say most about it.
    const words = wordScore(row, context) * 3 + wordScore(row, before) * 0.5;
    const standard =
      (inArea && row.target.endsWith(`#${STANDARD[number]}`) ? 0.5 : 0) + (row.target === heading ? 1 : 0);
    const score = inArea + words + standard - order * 0.001;
    if (process.env.DEBUG_CITATIONS)
      console.error(
        `  ${spec} §${number} ${row.part}: area ${inArea} words ${words.toFixed(2)} std ${standard}`,
      );
    if (score > bestScore) [best, bestScore] = [row, score];
  });
  return best;
}

/** A named row whose target is a whole file: its best-fitting sibling in that file, by the comment's words. */
function refine(row, context) {
  if (row.target.includes('#')) return row;
  let best = row;
  let bestScore = 0.5; // below this the whole file is cited
  for (const other of bySection(row.spec, row.number)) {
    if (fileOf(other.target) !== row.target || !other.target.includes('#')) continue;
    const score = wordScore(other, context);
    if (score > bestScore) [best, bestScore] = [other, score];
  }
  return best;
}

// ---------------------------------------------------------------------------------------------------------------
// Parsing a citation

const START = /\b(spec)\s+([1-3])\s*§|\b(ARCH(?:ITECTURE)?(?:\.md)?)\s*§/giy;
const START_ANYWHERE = new RegExp(START.source, 'gi');
const HAS_CITATION = new RegExp(START.source, 'i');

/**
 * The refs of the citation starting at `at` (where START matched) and where it ends. A ref is
 * { spec, number, row? }: a numbered section (maybe with a named part) or a named section.
 */
function parseCitation(text, at) {
  START.lastIndex = at;
  const head = START.exec(text);
  let spec = head[3] ? 'A' : Number(head[2]);
  let pos = START.lastIndex; // just after '§'
  const refs = [];
  for (;;) {
    const parsed = parseRef(text, pos, spec);
    if (!parsed) break;
    refs.push(...parsed.refs);
    pos = parsed.end;
    // What may continue the list: ", §x", "; §x", ", 3 §x", ", spec 3 §x", ", <a part of the same section>".
    const rest = text.slice(pos);
    let next = /^(?:,|;)\s*(?:and\s+)?§/.exec(rest);
    if (next) {
      pos += next[0].length;
      continue;
    }
    next =
      spec !== 'A' && (/^,\s*(?:spec\s+)?([1-3])\s*§/i.exec(rest) || /^,\s*spec\s+([1-3])\s*§/i.exec(rest));
    if (next) {
      spec = Number(next[1]);
      pos += next[0].length;
      continue;
    }
    const last = refs[refs.length - 1];
    if (last && last.number !== undefined) {
      const comma = /^,[ \t]*/.exec(rest);
      if (comma) {
        const part = longestName(text, pos + comma[0].length, bySection(last.spec, last.number));
        if (part && part.row.number === last.number) {
          refs.push({ spec: last.spec, number: last.number, row: part.row });
          pos += comma[0].length + part.length;
          continue;
        }
      }
    }
    break;
  }
  return refs.length ? { refs, end: pos } : null;
}

/** One ref after '§' at `pos`: "4", "4 Card payment flow", "3–§4", "Checkout step 1", "Product detail page". */
function parseRef(text, pos, spec) {
  const number = /^(\d+)(?:\s*[–-]\s*§?(\d+))?/.exec(text.slice(pos));
  if (number) {
    const first = Number(number[1]);
    const last = number[2] ? Number(number[2]) : first;
    let end = pos + number[0].length;
    const refs = [];
    for (let n = first; n <= last; n++) refs.push({ spec, number: n });
    if (first === last) {
      const gap = /^[ \t]+/.exec(text.slice(end));
      if (gap) {
        const part = longestName(text, end + gap[0].length, bySection(spec, first));
        if (part) {
          refs[0].row = part.row;
          end += gap[0].length + part.length;
        }
      }
    }
    return { refs, end };
  }
  const named = longestName(text, pos, bySpec(spec));
  if (named) return { refs: [{ spec, named: true, row: named.row }], end: pos + named.length };
  // A short name for a screen: "§Featured" for "Featured products page".
  const word = /^([A-Z][\w-]*)/.exec(text.slice(pos));
  if (word) {
    const row = bySpec(spec).find((r) => r.part.toLowerCase().startsWith(word[1].toLowerCase()));
    if (row) return { refs: [{ spec, named: true, row }], end: pos + word[1].length };
  }
  return null;
}

/** The targets of a parsed citation, in order and once each. */
function resolve(refs, file, context, before = '') {
  // The area, by weight: the documents the citation's named sections lead to, the file's own (its path says less),
  // and the documents its earlier refs resolved to, so "spec 1 §8, 3 §8" stays in one place.
  const areas = new Map();
  const weigh = (doc, w) => areas.set(doc, Math.max(areas.get(doc) ?? 0, w));
  for (const ref of refs) if (ref.row) weigh(fileOf(ref.row.target), 4);
  for (const doc of areasOfPath(file)) weigh(doc, 2.5);
  const targets = [];
  let previousPart = null;
  for (const ref of refs) {
    // "§4 Card form, §5": the same part in the next section, when it has one.
    const samePart =
      !ref.row && previousPart
        ? bySection(ref.spec, ref.number).find((r) =>
            r.part.toLowerCase().startsWith(previousPart.toLowerCase()),
          )
        : undefined;
    const row = ref.row
      ? refine(ref.row, context)
      : (samePart ?? resolveNumber(ref.spec, ref.number, areas, context, before, headingOfPath(file)));
    if (!row) return null;
    if (ref.row && ref.number !== undefined) previousPart = ref.row.part;
    const target = row.target;
    if (!targets.includes(target)) targets.push(target);
    weigh(fileOf(target), 2);
  }
  return targets;
}

/** "docs/behaviour/a.md#x, #y, docs/architecture.md#z": anchors of one file share its path. */
function format(targets) {
  const out = [];
  let previousFile = null;
  for (const target of targets) {
    const [file, anchor] = target.split('#');
    if (file === previousFile && anchor) out.push(`#${anchor}`);
    else out.push(target);
    previousFile = file;
  }
  return out.join(', ');
}

// ---------------------------------------------------------------------------------------------------------------
// Where citations may be rewritten: comments, and test titles

const TEST_CALLS = new Set(['describe', 'it', 'test', 'suite', 'bench']);
/** Whether a call's callee is describe/it/test, possibly with .each(…)/.skip/.only/… */
function isTestCall(call) {
  let callee = call.expression;
  for (;;) {
    if (ts.isIdentifier(callee)) return TEST_CALLS.has(callee.text);
    if (ts.isPropertyAccessExpression(callee)) callee = callee.expression;
    else if (ts.isCallExpression(callee)) callee = callee.expression;
    else return false;
  }
}

/** [start, end) ranges of the comments (consecutive line comments merged) and test titles of a source file. */
function rewritableRanges(file, text) {
  if (file.endsWith('.css') || file.endsWith('.html')) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g)].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
      kind: 'comment',
    }));
  }
  const kind = file.endsWith('x')
    ? ts.ScriptKind.TSX
    : file.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const comments = new Map();
  const titles = [];
  const addComments = (ranges) => {
    for (const r of ranges ?? []) comments.set(r.pos, { start: r.pos, end: r.end, kind: 'comment' });
  };
  const visit = (node) => {
    if (ts.isCallExpression(node) && isTestCall(node) && node.arguments.length > 0) {
      const title = node.arguments[0];
      if (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title))
        titles.push({ start: title.getStart(source), end: title.getEnd(), kind: 'title' });
    }
    const children = node.getChildren(source);
    if (children.length === 0 && node.kind !== ts.SyntaxKind.JsxText) {
      addComments(ts.getLeadingCommentRanges(text, node.getFullStart()));
      addComments(ts.getTrailingCommentRanges(text, node.getEnd()));
    }
    for (const child of children) visit(child);
  };
  visit(source);
  addComments(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  // Consecutive line comments are one block, so a citation may run over their line ends.
  const sorted = [...comments.values()].sort((a, b) => a.start - b.start);
  const merged = [];
  for (const c of sorted) {
    const previous = merged[merged.length - 1];
    if (
      previous &&
      text.startsWith('//', c.start) &&
      text.startsWith('//', previous.lastStart) &&
      /^[ \t]*\r?\n[ \t]*$/.test(text.slice(previous.end, c.start))
    ) {
      previous.end = c.end;
      previous.lastStart = c.start;
    } else merged.push({ ...c, lastStart: c.start });
  }
  return [...merged, ...titles].sort((a, b) => a.start - b.start);
}

// ---------------------------------------------------------------------------------------------------------------
// Wrapping comment lines a rewrite made too long

/** Words of a comment line; a citation's ", #anchor" stays with the path before it. */
function words(content) {
  const out = [];
  for (const word of content.split(/ +/).filter(Boolean)) {
    if (word.startsWith('#') && out.length && out[out.length - 1].endsWith(','))
      out[out.length - 1] += ` ${word}`;
    else out.push(word);
  }
  return out;
}

/** Line prefixes that carry a comment on: `// `, ` * `. */
const LEADER = /^([ \t]*)(\/\/+ ?|\* ?)/;
/** Content that starts a list item or a table row, which a carried word must not join. */
const STRUCTURED = /^(?:[-*•|>]|\d+[.)]|```|@\w)/;

/** Wraps the lines of `lines` (a file's lines) between `from` and `to` that are longer than the limit. */
function wrapLines(lines, from, to, limits) {
  for (let i = from; i <= to && i < lines.length; i++) {
    const limit = Math.max(LINE_LIMIT, limits.get(i) ?? 0);
    if (lines[i].length <= limit) continue;
    const single = /^([ \t]*)\/\*\*[ \t]+(.*?)[ \t]*\*\/[ \t]*$/.exec(lines[i]);
    if (single) {
      // A one-line JSDoc that no longer fits becomes a block.
      lines.splice(i, 1, `${single[1]}/**`, `${single[1]} * ${single[2]}`, `${single[1]} */`);
      to += 2;
      i += 1;
    }
    const leader = LEADER.exec(lines[i]);
    if (!leader || lines[i].trimStart().startsWith('/*')) continue;
    const prefix = leader[0].endsWith(' ') ? leader[0] : `${leader[0]} `;
    const content = lines[i].slice(leader[0].length);
    const parts = words(content);
    let kept = '';
    let k = 0;
    while (k < parts.length && (prefix + kept + (kept ? ' ' : '') + parts[k]).length <= limit) {
      kept += (kept ? ' ' : '') + parts[k];
      k += 1;
    }
    if (k === 0) continue; // one word longer than the line: leave it
    const carried = parts.slice(k).join(' ');
    if (!carried) continue;
    lines[i] = prefix + kept;
    const next = lines[i + 1];
    const nextLeader = next !== undefined ? LEADER.exec(next) : null;
    const nextContent = nextLeader ? next.slice(nextLeader[0].length) : '';
    if (
      nextLeader &&
      nextLeader[0].trimEnd() === leader[0].trimEnd() &&
      nextContent.trim() !== '' &&
      !nextContent.startsWith(' ') &&
      !STRUCTURED.test(nextContent) &&
      !next.trimStart().startsWith('*/')
    ) {
      lines[i + 1] = `${prefix}${carried} ${nextContent}`;
    } else {
      lines.splice(i + 1, 0, prefix + carried);
      to += 1;
    }
    to = Math.max(to, i + 1);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Rewriting files

function busyFiles() {
  const out = execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const busy = new Set();
  for (const line of out.split('\n').filter(Boolean)) {
    const name = line.slice(3);
    for (const part of name.split(' -> ')) busy.add(part.replace(/^"|"$/g, ''));
  }
  return busy;
}

/** A comment's own words, without the citations in it ("§Static pages" says nothing about the page). */
function contextOf(text, range) {
  let context = text.slice(range.start, range.end);
  const spans = [];
  for (const match of context.matchAll(START_ANYWHERE)) {
    const parsed = parseCitation(text, range.start + match.index);
    if (parsed) spans.push([match.index, Math.min(parsed.end - range.start, context.length)]);
  }
  for (const [start, end] of spans.reverse()) context = context.slice(0, start) + ' ' + context.slice(end);
  return context.toLowerCase();
}

function rewriteFile(file) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const edits = [];
  const left = [];
  const ranges = rewritableRanges(file, text);
  for (const match of text.matchAll(START_ANYWHERE)) {
    const at = match.index;
    if (edits.some((e) => at >= e.start && at < e.end)) continue;
    const where = `${file}:${text.slice(0, at).split('\n').length}`;
    const range = ranges.find((r) => at >= r.start && at < r.end);
    if (!range) {
      // A citation in a string a shopper may read is never changed; it is reported.
      left.push(`${where}: not in a comment: ${text.slice(at, at + 60).split('\n')[0]}`);
      continue;
    }
    const parsed = parseCitation(text, at);
    const context = contextOf(text, range);
    const before = text.slice(Math.max(range.start, at - 80), at).toLowerCase();
    const targets = parsed && parsed.end <= range.end ? resolve(parsed.refs, file, context, before) : null;
    if (!targets) {
      left.push(`${where}: ${text.slice(at, at + 60).split('\n')[0]}`);
      continue;
    }
    edits.push({ start: at, end: parsed.end, replacement: format(targets), kind: range.kind });
  }
  if (edits.length === 0) return { changed: 0, left };

  let result = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    if (report) {
      const line = text.slice(0, edit.start).split('\n').length;
      console.log(
        `${file}:${line}: ${text.slice(edit.start, edit.end).replace(/\s*\n\s*/g, ' ')}  →  ${edit.replacement}`,
      );
    }
    result = result.slice(0, edit.start) + edit.replacement + result.slice(edit.end);
  }
  // Wrap the comment lines that grew: the lines of each edit in the new text.
  const lines = result.split('\n');
  const before = text.split('\n');
  // A line may keep the length it had (up to 120); a longer one is wrapped at LINE_LIMIT.
  const limits = new Map();
  let shift = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    const startLine = text.slice(0, edit.start).split('\n').length - 1;
    if (edit.kind === 'comment') limits.set(startLine + shift, Math.min(before[startLine].length, 120));
    shift -= text.slice(edit.start, edit.end).split('\n').length - 1;
  }
  for (const line of [...limits.keys()].sort((a, b) => b - a)) wrapLines(lines, line, line, limits);
  result = lines.join('\n');
  if (!dryRun) fs.writeFileSync(path.join(ROOT, file), result);
  return { changed: edits.length, left };
}

const busy = flags.has('--only-clean') ? busyFiles() : new Set();
let changed = 0;
const skipped = [];
const left = [];
const changedFiles = [];
for (const file of codeFiles(paths.length ? paths : undefined)) {
  if (file.startsWith('scripts/') && /doc-citations\.mjs$/.test(file)) continue;
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  if (!HAS_CITATION.test(text)) continue;
  if (busy.has(file)) {
    skipped.push(file);
    continue;
  }
  const result = rewriteFile(file);
  changed += result.changed;
  left.push(...result.left);
  if (result.changed) changedFiles.push(file);
}
console.log(`${dryRun ? 'would rewrite' : 'rewrote'} ${changed} citations in ${changedFiles.length} files`);
if (skipped.length)
  console.log(`skipped ${skipped.length} files being changed by someone else:\n  ${skipped.join('\n  ')}`);
if (left.length) console.log(`left ${left.length} citations it could not rewrite:\n  ${left.join('\n  ')}`);
if (flags.has('--list')) console.log(changedFiles.join('\n'));
