// The built server refuses a development build of React and serves a production one; from source it only warns.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkWebBuild, readWebBuildKind, WebBuildError } from './web-build-info.ts';

const dirs: string[] = [];
function dist(buildInfo?: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-web-build-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  if (buildInfo) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'build-info.json'), JSON.stringify(buildInfo));
  }
  return dir;
}
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('web build info', () => {
  it('reads which React a build holds', () => {
    expect(readWebBuildKind(dist({ react: 'production' }))).toBe('production');
    expect(readWebBuildKind(dist({ react: 'development' }))).toBe('development');
    expect(readWebBuildKind(dist())).toBe('unknown');
    expect(readWebBuildKind(path.join(os.tmpdir(), 'haat-no-such-dist'))).toBe('none');
  });

  it('refuses development React in the built server, with how to rebuild', () => {
    const dir = dist({ react: 'development', mode: 'development' });
    expect(() => checkWebBuild(dir, { fromSource: false })).toThrow(WebBuildError);
    expect(() => checkWebBuild(dir, { fromSource: false })).toThrow(/npm run build -w @haat\/web/);
    expect(checkWebBuild(dir, { fromSource: true })).toMatch(/^Warning: .* development build of React/);
  });

  it('serves production React silently and warns about a build that cannot say', () => {
    expect(checkWebBuild(dist({ react: 'production' }), { fromSource: false })).toBeUndefined();
    expect(checkWebBuild(dist(), { fromSource: false })).toMatch(/no \.vite\/build-info\.json/);
    expect(checkWebBuild(path.join(os.tmpdir(), 'haat-no-such-dist'), { fromSource: false })).toBeUndefined();
  });
});
