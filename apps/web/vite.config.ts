import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.HAAT_API_URL ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
