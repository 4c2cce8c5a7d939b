// haat/no-module-cycle: no import cycle between the API's modules (docs/architecture.md#layout-and-layering).
// import-x/no-cycle sees files; two modules can import each other through different files (orders' routes calling
// payments' settlement while payments' settlement calls orders' placement) and no file cycle shows it. This rule
// reads every module's imports once per lint run, as a graph of folders under apps/api/src/modules, and reports an
// import into a module that leads back to the importing one. Type-only imports are erased and do not count; test
// code (*.test.ts, *-support.ts, *.fixtures.ts) may arrange rows with any module's helpers and is not a module's
// dependency.
import fs from 'node:fs';
import path from 'node:path';

const TEST_CODE = /(\.test|-support|\.fixtures)\.tsx?$/;
// `import … from '…'` and `export … from '…'`, across lines; the clause tells type-only ones apart.
const IMPORT = /^\s*(import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm;

/** True when the import brings in values: not `import type`, and not a brace list of `type` names only. */
function importsValues(clause) {
  if (/^type\s/.test(clause)) return false;
  const braces = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!braces) return true;
  const names = braces[1]
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return names.length === 0 || names.some((n) => !n.startsWith('type '));
}

/** The module folder a file lies in ('orders' for modules/orders/x.ts), or null outside modules/. */
function moduleOf(modulesDir, file) {
  const rel = path.relative(modulesDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [first, ...rest] = rel.split(path.sep);
  return rest.length > 0 ? first : null;
}

function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return /\.tsx?$/.test(entry.name) && !TEST_CODE.test(entry.name) ? [full] : [];
  });
}

const graphs = new Map();

/** module → module → the first file import that makes the edge (for the message). */
function moduleGraph(modulesDir) {
  const cached = graphs.get(modulesDir);
  if (cached) return cached;
  const graph = new Map();
  for (const file of listFiles(modulesDir)) {
    const from = moduleOf(modulesDir, file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, , clause, specifier] of source.matchAll(IMPORT)) {
      if (!specifier.startsWith('.') || !importsValues(clause)) continue;
      const to = moduleOf(modulesDir, path.resolve(path.dirname(file), specifier));
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map();
      if (!edges.has(to)) edges.set(to, `${path.relative(modulesDir, file)} → ${specifier}`);
      graph.set(from, edges);
    }
  }
  graphs.set(modulesDir, graph);
  return graph;
}

/** The shortest chain of modules from `start` back to `target`, or null (breadth first). */
function pathBack(graph, start, target, allowed) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    for (const next of graph.get(at)?.keys() ?? []) {
      if (allowed.has(`${at} -> ${next}`) || previous.has(next)) continue;
      previous.set(next, at);
      if (next === target) {
        const chain = [next];
        for (let m = at; m !== null; m = previous.get(m)) chain.unshift(m);
        return chain;
      }
      queue.push(next);
    }
  }
  return null;
}

export const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between the folders of apps/api/src/modules' },
    schema: [
      {
        type: 'object',
        properties: {
          modulesDir: { type: 'string' },
          /** 'from -> to' edges known to close a cycle, left out of the graph until their modules are split. */
          allowEdges: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: "Module cycle: {{chain}}. '{{first}}' imports '{{second}}' here, and {{back}}.",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const modulesDir = path.resolve(options.modulesDir ?? 'apps/api/src/modules');
    const allowed = new Set(options.allowEdges ?? []);
    const filename = context.filename;
    const here = moduleOf(modulesDir, filename);
    if (!here || TEST_CODE.test(filename)) return {};
    const check = (node) => {
      if (!node.source || node.importKind === 'type' || node.exportKind === 'type') return;
      if (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type')) return;
      const specifier = String(node.source.value);
      if (!specifier.startsWith('.')) return;
      const there = moduleOf(modulesDir, path.resolve(path.dirname(filename), specifier));
      if (!there || there === here || allowed.has(`${here} -> ${there}`)) return;
      const graph = moduleGraph(modulesDir);
      const chain = pathBack(graph, there, here, allowed);
      if (!chain) return;
      const backFrom = chain[chain.length - 2];
      context.report({
        node: node.source,
        messageId: 'cycle',
        data: {
          chain: [here, ...chain].join(' → '),
          first: here,
          second: there,
          back: `${graph.get(backFrom)?.get(here) ?? `${backFrom} imports ${here}`} closes it`,
        },
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { 'no-module-cycle': noModuleCycle } };
