// npm start's build step: builds the web app and the API only when they need it (no build yet, a source newer than
// the build, or a web build that is not production React), saying what it does and why; a second start builds
// nothing and is ready in seconds. Progress goes to stderr, like the server's (apps/api/src/startup-progress.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { measureBundle } from '../bench/bundle-size.mjs';

const root = path.resolve(import.meta.dirname, '..');
const say = (line) => process.stderr.write(`${line}\n`);
/** A line every so often while a build runs: a first start on a loaded machine builds for minutes. */
const HEARTBEAT_MS = 15_000;

/** Written by the web build (apps/web/vite.config.ts): which React apps/web/dist holds. */
function readWebBuildInfo() {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'apps/web/dist/.vite/build-info.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

const targets = [
  {
    name: 'the web app',
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/domain/src',
    ],
    // Warnings only: Vite's list of ~290 files with their sizes is for `npm run build`; the line after the build
    // gives the one size that matters here.
    command: ['run', '--silent', 'build', '-w', '@haat/web', '--', '--logLevel', 'warn'],
    staleReason() {
      const info = readWebBuildInfo();
      if (!info) return 'the last build does not say which React it holds (it predates build-info.json)';
      if (info.react !== 'production') return `the last build is ${info.react} React, not production React`;
      return undefined;
    },
    done() {
      const info = readWebBuildInfo();
      if (info?.react !== 'production') {
        say(
          `✖ apps/web/dist is ${info?.react ?? 'an unknown'} React after the build: npm start serves production React only.\n` +
            '  apps/web/vite.config.ts decides it; rebuild with: npm run build -w @haat/web',
        );
        process.exit(1);
      }
      const { initialJsKb } = measureBundle(path.join(root, 'apps/web/dist'));
      return `production React, ${initialJsKb} KB gzip of JavaScript for / (budget 170 KB)`;
    },
  },
  {
    name: 'Seller Central',
    output: 'apps/seller/dist/index.html',
    inputs: [
      'apps/seller/src',
      'apps/seller/public',
      'apps/seller/index.html',
      'apps/seller/vite.config.ts',
      'packages/domain/src',
      'packages/staff-ui/src',
    ],
    command: ['run', '--silent', 'build', '-w', '@haat/seller', '--', '--logLevel', 'warn'],
    staleReason: () => undefined,
    done: () => 'apps/seller/dist',
  },
  {
    name: 'the operator console',
    output: 'apps/operator/dist/index.html',
    inputs: [
      'apps/operator/src',
      'apps/operator/public',
      'apps/operator/index.html',
      'apps/operator/vite.config.ts',
      'packages/domain/src',
      'packages/staff-ui/src',
    ],
    command: ['run', '--silent', 'build', '-w', '@haat/operator', '--', '--logLevel', 'warn'],
    staleReason: () => undefined,
    done: () => 'apps/operator/dist',
  },
  {
    name: 'the API',
    output: 'apps/api/dist/server.js',
    inputs: ['apps/api/src', 'apps/api/build.mjs', 'packages/domain/src'],
    command: ['run', '--silent', 'build', '-w', '@haat/api'],
    staleReason: () => undefined,
    done: () => 'apps/api/dist/server.js',
  },
];

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

function whyBuild(target) {
  const out = path.join(root, target.output);
  if (!fs.existsSync(out)) return 'not built yet';
  if (Math.max(...target.inputs.map(newestMtime)) > fs.statSync(out).mtimeMs)
    return 'sources changed since the last build';
  return target.staleReason();
}

function run(args, label) {
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  const heartbeat = setInterval(() => say(`  … still building ${label} (${seconds()} s)`), HEARTBEAT_MS);
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      clearInterval(heartbeat);
      resolve({ ok: code === 0, status: signal ?? `exit ${code}`, seconds: seconds() });
    });
  });
}

for (const target of targets) {
  const reason = whyBuild(target);
  if (!reason) continue;
  say(`Building ${target.name} (${reason})…`);
  const result = await run(target.command, target.name);
  if (!result.ok) {
    say(`✖ Building ${target.name} failed (${result.status}); the output above says why.`);
    process.exit(1);
  }
  say(`  built in ${result.seconds} s: ${target.done()}`);
}
