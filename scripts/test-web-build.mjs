// npm test's bundle check: NODE_ENV in the environment changes nothing in the web build. With NODE_ENV=development
// exported (the API's setting for a laptop store), `vite build` used to make development React: 235 instead of
// 169 KB gzip of JavaScript for /, several times Lighthouse's blocking time, and no warning.
//
// The build that `npm run build` just made (apps/web/dist) is compared with one more build of the same sources,
// with NODE_ENV the other way round (set to development when it was not, removed when it was): both must be
// production React (build-info.json), hold no development React code, and weigh the same for /. The extra build
// skips the brotli and gzip copies (HAAT_BUILD_COMPRESS=0), which add files beside the bundle and change none:
// about 4 s instead of 11 on 2 cores.
//
//   node scripts/test-web-build.mjs                 build once more and compare with apps/web/dist
//   node scripts/test-web-build.mjs <dist> <dist>   compare two existing builds only
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureBundle } from '../bench/bundle-size.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** Gzip KB of JavaScript for / that two builds of the same sources may differ by (rounding; they are equal). */
const TOLERANCE_KB = 0.5;
/** Code that only development React and its JSX runtime carry; a production build has none of it. */
const DEVELOPMENT_MARKERS = [
  'jsxDEV',
  'react-dom.development',
  'react.development',
  'Each child in a list should have a unique "key" prop',
  'In HTML, %s cannot be a child of <%s>.',
  'react_stack_bottom_frame',
  'The above error occurred in',
];

const problems = [];

function readBuildInfo(distDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, '.vite/build-info.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

/** The development markers found in a build's scripts, as "marker (in n files)". */
function developmentCode(distDir) {
  const assets = path.join(distDir, 'assets');
  const files = new Map();
  for (const file of fs.readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(assets, file), 'utf8');
    for (const marker of DEVELOPMENT_MARKERS)
      if (code.includes(marker)) files.set(marker, (files.get(marker) ?? 0) + 1);
  }
  return [...files].map(([marker, n]) => `'${marker}' (in ${n} file${n === 1 ? '' : 's'})`);
}

function describeBuild(label, distDir) {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    problems.push(`${label}: no build in ${distDir} (run npm run build first)`);
    return undefined;
  }
  const info = readBuildInfo(distDir);
  if (info?.react !== 'production') {
    problems.push(
      `${label}: build-info.json says ${JSON.stringify(info ?? 'nothing')}, not production React`,
    );
  }
  const markers = developmentCode(distDir);
  if (markers.length > 0) {
    problems.push(
      `${label}: development React code: ${markers.slice(0, 5).join(', ')}${markers.length > 5 ? ', …' : ''}`,
    );
  }
  const { initialJsKb } = measureBundle(distDir);
  console.log(`  ${label}: ${initialJsKb} KB gzip of JavaScript for /, ${info?.react ?? 'unknown'} React`);
  return { initialJsKb, html: fs.readFileSync(path.join(distDir, 'index.html'), 'utf8') };
}

function compare(a, b) {
  if (!a || !b) return;
  const difference = Math.abs(a.initialJsKb - b.initialJsKb);
  if (difference > TOLERANCE_KB) {
    problems.push(
      `JavaScript for / differs by ${difference.toFixed(1)} KB gzip (${a.initialJsKb} vs ${b.initialJsKb})`,
    );
  } else if (a.html === b.html) {
    console.log('  index.html names the same hashed files: the two bundles are the same');
  }
}

function buildWith(nodeEnv) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-web-build-'));
  const { NODE_ENV: _ignored, ...env } = process.env;
  if (nodeEnv) env.NODE_ENV = nodeEnv;
  env.HAAT_BUILD_COMPRESS = '0';
  const started = Date.now();
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: path.join(root, 'apps/web'), env, stdio: 'inherit' },
  );
  if (result.status !== 0) problems.push(`the build with NODE_ENV=${nodeEnv ?? '(unset)'} failed`);
  console.log(
    `  built with NODE_ENV=${nodeEnv ?? '(unset)'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return outDir;
}

console.log('Web build: the same production bundle whatever NODE_ENV says');
const [givenA, givenB] = process.argv.slice(2);
if (givenA && givenB) {
  compare(describeBuild(givenA, path.resolve(givenA)), describeBuild(givenB, path.resolve(givenB)));
} else {
  const mainDist = path.join(root, 'apps/web/dist');
  const builtWith = readBuildInfo(mainDist)?.nodeEnvInEnvironment;
  const main = describeBuild(
    `apps/web/dist (${builtWith === 'development' ? 'NODE_ENV=development' : 'NODE_ENV unset or production'})`,
    mainDist,
  );
  const otherNodeEnv = builtWith === 'development' ? undefined : 'development';
  const otherDist = buildWith(otherNodeEnv);
  try {
    compare(main, describeBuild(`NODE_ENV=${otherNodeEnv ?? '(unset)'}`, otherDist));
  } finally {
    fs.rmSync(otherDist, { recursive: true, force: true });
  }
}

if (problems.length > 0) {
  console.error(`\n  ✖ web build check failed:\n${problems.map((p) => `    - ${p}`).join('\n')}\n`);
  process.exit(1);
}
console.log('  ✓ production React either way');
