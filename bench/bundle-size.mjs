// Gzip sizes of what the browser downloads before / renders: the entry script, its static imports, the home
// route's lazy chunk with its own static imports (the router loads it at once for /), and the CSS.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const gzipKb = (file) => Math.round((zlib.gzipSync(fs.readFileSync(file)).length / 1024) * 10) / 10;

export function measureBundle(distDir) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const seen = new Set();
  const homeChunk = fs.readdirSync(path.join(distDir, 'assets')).find((f) => /^home-page-.*\.js$/.test(f));
  const queue = [...entry.filter((f) => f.endsWith('.js')), ...(homeChunk ? [`assets/${homeChunk}`] : [])];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(distDir, file), 'utf8');
    // Static imports only: `import … from "./x.js"` and bare `import "./x.js"`; dynamic import() chunks are lazy.
    for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g))
      queue.push(`assets/${m[1]}`);
  }
  const initialJs = [...seen];
  const css = entry.filter((f) => f.endsWith('.css'));
  const lazy = fs
    .readdirSync(path.join(distDir, 'assets'))
    .filter((f) => f.endsWith('.js') && !initialJs.includes(`assets/${f}`))
    .map((f) => ({ name: f, kb: gzipKb(path.join(distDir, 'assets', f)) }))
    .sort((a, b) => b.kb - a.kb);
  const sum = (files) => Math.round(files.reduce((s, f) => s + gzipKb(path.join(distDir, f)), 0) * 10) / 10;
  return {
    initialJsKb: sum(initialJs),
    initialCssKb: sum(css),
    largestLazy: lazy[0] ?? { name: '-', kb: 0 },
  };
}
