// Which React the web build holds, from dist/.vite/build-info.json (written by apps/web/vite.config.ts): the built
// server refuses to serve development React, which every build made with NODE_ENV=development in the environment
// used to be (65 KB more JavaScript for /, several times the blocking time), without a word.
import fs from 'node:fs';
import path from 'node:path';

export type WebBuildKind = 'production' | 'development' | 'unknown' | 'none';

const REBUILD = 'rebuild it with: npm run build -w @haat/web (npm start rebuilds it by itself)';

/** Raised at start-up for a web build the server will not serve; its message is the whole explanation. */
export class WebBuildError extends Error {
  override name = 'WebBuildError';
}

export function readWebBuildKind(distDir: string): WebBuildKind {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return 'none';
  try {
    const info = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'build-info.json'), 'utf8')) as {
      react?: unknown;
    };
    return info.react === 'production' || info.react === 'development' ? info.react : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Throws WebBuildError for development React, unless the API runs from source (`npm run dev`, where Vite serves the
 * web app and this build is not what the browser gets); answers a warning line when the build cannot say.
 */
export function checkWebBuild(distDir: string, { fromSource }: { fromSource: boolean }): string | undefined {
  const kind = readWebBuildKind(distDir);
  if (kind === 'development' && !fromSource) {
    throw new WebBuildError(
      `${distDir} is a development build of React: Haat serves production React only;\n${REBUILD}.`,
    );
  }
  if (kind === 'development') return `Warning: ${distDir} is a development build of React; ${REBUILD}.`;
  if (kind === 'unknown') {
    return `Warning: ${distDir} does not say which React it holds (no .vite/build-info.json); ${REBUILD}.`;
  }
  return undefined;
}
