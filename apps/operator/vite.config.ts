// The operator console's build (docs/decisions/0019-operator-console.md): its own app and origin, as Seller Central.
// In `npm run dev` Vite serves it on PORT and proxies /api to the API; built, the store's server serves dist/ on
// OPERATOR_PORT and the app calls the API's origin with CORS.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.HAAT_API_URL ?? 'http://localhost:3001';

export default defineConfig(({ command, mode }) => {
  // Production React unless `--mode development`, whatever NODE_ENV the shell exports (as apps/web/vite.config.ts).
  if (command === 'build') process.env.NODE_ENV = mode === 'development' ? 'development' : 'production';
  return {
    plugins: [react(), tailwindcss()],
    server: {
      port: Number(process.env.PORT ?? 3003),
      strictPort: true,
      proxy: { '/api': { target: apiTarget, changeOrigin: false } },
    },
    build: { target: 'es2022', sourcemap: true },
  };
});
