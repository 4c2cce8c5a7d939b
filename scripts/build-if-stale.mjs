// npm start builds only when a source file is newer than the last build, so a second start is ready in seconds.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const targets = [
  {
    name: 'web',
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/domain/src',
    ],
    command: 'npm run build -w @haat/web',
  },
  {
    name: 'api',
    output: 'apps/api/dist/server.js',
    inputs: ['apps/api/src', 'apps/api/build.mjs', 'packages/domain/src'],
    command: 'npm run build -w @haat/api',
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

for (const target of targets) {
  const out = path.join(root, target.output);
  const built = fs.existsSync(out) ? fs.statSync(out).mtimeMs : 0;
  const source = Math.max(...target.inputs.map(newestMtime));
  if (source > built) {
    console.log(`Building ${target.name}…`);
    execSync(target.command, { cwd: root, stdio: 'inherit' });
  }
}
