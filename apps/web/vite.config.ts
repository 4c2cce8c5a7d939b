import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.HAAT_API_URL ?? 'http://localhost:3001';

/**
 * The built index.html asks for its stylesheet before its scripts. The stylesheet holds up the first paint and the
 * scripts do not (modules are deferred); asked first, it takes one of the browser's first connections instead of
 * queueing behind the 126 KB vendor chunk on a slow phone network.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'haat:stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(html);
        const firstScript = html.search(/<script\b/);
        if (!stylesheet || firstScript < 0 || stylesheet.index < firstScript) return html;
        const without = html.slice(0, stylesheet.index) + html.slice(stylesheet.index + stylesheet[0].length);
        return `${without.slice(0, firstScript)}${stylesheet[0].trim()}\n    ${without.slice(firstScript)}`;
      },
    },
  };
}

/** The chunk of the app's shell (router, layouts, providers): see preloadShell and the chunk groups below. */
const SHELL_CHUNK = 'shell';

/**
 * main.tsx imports the app's shell (router, layouts, providers) dynamically, so that its evaluation is a task of its
 * own; named here as a modulepreload, it still downloads with the entry instead of after the entry has run.
 */
function preloadShell(): Plugin {
  return {
    name: 'haat:preload-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const shell = Object.values(ctx.bundle ?? {}).find(
          (f) => f.type === 'chunk' && f.name === SHELL_CHUNK,
        );
        if (!shell) return html;
        const link = `<link rel="modulepreload" crossorigin href="/${shell.fileName}">`;
        const lastScript = html.lastIndexOf('</script>');
        if (lastScript < 0) return html;
        const at = lastScript + '</script>'.length;
        return `${html.slice(0, at)}\n    ${link}${html.slice(at)}`;
      },
    },
  };
}

/**
 * dist/.vite/build-info.json: which React the build holds. `npm start` (scripts/build-if-stale.mjs) rebuilds
 * a dist that is not production React, the built server refuses to serve one
 * (apps/api/src/modules/web/web-build-info.ts), and scripts/test-web-build.mjs checks that NODE_ENV in the
 * environment changes nothing.
 */
function buildInfo(nodeEnvInEnvironment: string | undefined): Plugin {
  let react: 'production' | 'development' = 'production';
  let mode = 'production';
  return {
    name: 'haat:build-info',
    apply: 'build',
    configResolved(config) {
      react = config.isProduction ? 'production' : 'development';
      mode = config.mode;
    },
    writeBundle(options) {
      if (!options.dir) return;
      const info = { react, mode, nodeEnvInEnvironment: nodeEnvInEnvironment ?? null };
      fs.mkdirSync(path.join(options.dir, '.vite'), { recursive: true });
      fs.writeFileSync(path.join(options.dir, '.vite', 'build-info.json'), `${JSON.stringify(info)}\n`);
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // Vite takes a build's NODE_ENV from the environment before its mode, and React, the JSX transform and
  // import.meta.env.PROD follow NODE_ENV: with NODE_ENV=development exported for the API (README), a build
  // made development React (235 instead of 169 KB gzip of JavaScript for /, several times Lighthouse's
  // blocking time) and said nothing. A build is production React unless one asks for development React
  // with `vite build --mode development`. Set here, before Vite and @vitejs/plugin-react read it.
  const nodeEnvInEnvironment = process.env.NODE_ENV;
  if (command === 'build') process.env.NODE_ENV = mode === 'development' ? 'development' : 'production';
  return {
    plugins: [
      react(),
      tailwindcss(),
      stylesheetFirst(),
      preloadShell(),
      buildInfo(nodeEnvInEnvironment),
      // Brotli and gzip copies of the scripts, styles and fonts' CSS, made once at build time: the server
      // sends them as they are (@fastify/static preCompressed) instead of compressing every asset on every
      // request. HAAT_BUILD_COMPRESS=0 leaves them out for scripts/test-web-build.mjs, whose extra build only
      // compares bundles: the copies are ~8 of a build's ~10 s and change no file of the bundle.
      process.env.HAAT_BUILD_COMPRESS === '0'
        ? undefined
        : compression({
            algorithms: ['brotliCompress', 'gzip'],
            threshold: 1024,
            exclude: [/\.map$/, /index\.html$/, /\.vite\//],
          }),
    ],
    server: {
      port: Number(process.env.PORT ?? 3000),
      proxy: { '/api': { target: apiTarget, changeOrigin: false } },
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      // dist/.vite/manifest.json: the server names a page's lazy route chunks in its HTML (modulepreload), so
      // they load alongside the entry (apps/api/src/modules/web/route-chunks.ts).
      manifest: true,
      chunkSizeWarningLimit: 400,
      rolldownOptions: {
        // Rolldown's [PLUGIN_TIMINGS] block reads as a warning on every build: most of the build's time is
        // the brotli and gzip copies above (~8 of ~10 s on 2 cores), made once on purpose so that no request
        // compresses an asset.
        checks: { bundlerTimings: false },
        output: {
          // What the first paint needs is three files instead of ~30 tiny shared chunks (fewer requests,
          // better gzip; docs/architecture.md#budgets): the libraries the entry imports statically (cached across
          // releases), the entry's own code (main.tsx and i18n: the entry chunk, which 'app' would otherwise
          // hold), and the shell main.tsx imports after its first task — router, providers and all they
          // import statically — so that it evaluates in a task of its own. Lazy routes and overlays keep
          // rolldown's automatic splitting.
          codeSplitting: {
            groups: [
              { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 3 },
              { name: 'app', tags: ['$initial'], priority: 2 },
              { name: SHELL_CHUNK, test: /[\\/]src[\\/]app[\\/](router|providers)\.tsx$/, priority: 1 },
            ],
          },
        },
      },
    },
  };
});
