import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunksToPreload, createRouteChunks, filesLoadedBy } from './route-chunks.ts';

const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_vendor.js'] },
  _vendor: { file: 'assets/vendor-v.js' },
  '_vendor.js': { file: 'assets/vendor-v.js' },
  '_shared.js': { file: 'assets/shared-s.js', imports: ['_vendor.js'] },
  '_styles.css': { file: 'assets/styles-c.css' },
  'src/app/routes/product-page.tsx': {
    file: 'assets/product-page-p.js',
    imports: ['_shared.js', '_vendor.js', '_styles.css'],
  },
};

describe('chunksToPreload', () => {
  it("answers the route's chunk and its imports, not what the entry already loads", () => {
    expect(chunksToPreload(manifest, 'src/app/routes/product-page.tsx')).toEqual([
      '/assets/product-page-p.js',
      '/assets/shared-s.js',
    ]);
  });

  it('leaves out the chunks index.html loads itself and what they import', () => {
    const grouped = {
      '_vendor.js': { file: 'assets/vendor-v.js' },
      '_app.js': { file: 'assets/app-a.js', imports: ['_vendor.js', '_icons.js'] },
      '_icons.js': { file: 'assets/icons-i.js' },
      'src/app/routes/product-page.tsx': {
        file: 'assets/product-page-p.js',
        imports: ['_app.js', '_gallery.js'],
      },
      '_gallery.js': { file: 'assets/gallery-g.js', imports: ['_icons.js'] },
    };
    const html =
      '<script type="module" crossorigin src="/assets/vendor-v.js"></script>' +
      '<script type="module" crossorigin src="/assets/app-a.js"></script>';
    expect(filesLoadedBy(html)).toEqual(new Set(['assets/vendor-v.js', 'assets/app-a.js']));
    expect(chunksToPreload(grouped, 'src/app/routes/product-page.tsx', filesLoadedBy(html))).toEqual([
      '/assets/product-page-p.js',
      '/assets/gallery-g.js',
    ]);
  });

  it('answers nothing for a module the build does not have', () => {
    expect(chunksToPreload(manifest, 'src/app/routes/nope.tsx')).toEqual([]);
  });

  it('survives import cycles', () => {
    const cyclic = {
      'index.html': { file: 'assets/i.js', isEntry: true },
      a: { file: 'assets/a.js', imports: ['b'] },
      b: { file: 'assets/b.js', imports: ['a'] },
    };
    expect(chunksToPreload(cyclic, 'a')).toEqual(['/assets/a.js', '/assets/b.js']);
  });
});

describe('createRouteChunks', () => {
  it('reads the manifest of a build, and answers nothing without one', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-chunks-'));
    const routeChunks = createRouteChunks(dist);
    expect(routeChunks('src/app/routes/product-page.tsx', '')).toEqual([]);
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect(routeChunks('src/app/routes/product-page.tsx', '')).toContain('/assets/product-page-p.js');
    expect(createRouteChunks(undefined)('src/app/routes/product-page.tsx', '')).toEqual([]);
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
