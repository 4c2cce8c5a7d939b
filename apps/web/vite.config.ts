import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), stylesheetFirst()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: the server names a page's lazy route chunks in its HTML (modulepreload), so they
    // load alongside the entry (apps/api/src/modules/web/route-chunks.ts).
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Everything the entry needs statically goes into two files, libraries (cached across releases) and app,
        // instead of ~30 tiny shared chunks: fewer requests and better gzip for the first paint (ARCHITECTURE §5).
        // Lazy routes and overlays keep rolldown's automatic splitting.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 1 },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
