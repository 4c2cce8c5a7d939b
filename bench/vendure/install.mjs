// The pinned Vendure, installed from the npm registry into a folder of its own (never this repository's
// node_modules) and kept between runs: @vendure/core 3.7.3 (its DefaultSearchPlugin included) and pg for
// PostgreSQL. Everything it needs ships built, so npm's install scripts (bcrypt's prebuild check, a protobufjs
// postinstall message) need not run.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const VENDURE_VERSION = '3.7.3';

/** The folder holding node_modules/@vendure/core at VENDURE_VERSION, installing it first when it is missing. */
export function installVendure(dir = process.env.VENDURE_DIR ?? `/tmp/haat-vendure-${VENDURE_VERSION}`) {
  const manifest = path.join(dir, 'node_modules/@vendure/core/package.json');
  const installed = fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
  if (installed === VENDURE_VERSION && fs.existsSync(path.join(dir, 'node_modules/pg'))) return dir;
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(path.join(dir, 'package.json')))
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "haat-vendure-bench", "private": true }\n');
  console.error(`installing @vendure/core@${VENDURE_VERSION} into ${dir}…`);
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      dir,
      '--no-audit',
      '--no-fund',
      // Some of its dependencies declare Node ≥ 22.15 (@whatwg-node); the shop API runs on Node 20 all the same.
      '--loglevel=error',
      '--ignore-scripts',
      `@vendure/core@${VENDURE_VERSION}`,
      'pg',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: undefined } },
  );
  return dir;
}
