// npm run dev: the API with tsx watch on port 3001 and Vite with HMR on PORT (default 3000), proxying /api to it.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npm', ['run', 'dev', '-w', '@haat/api'], {
    stdio: 'inherit',
    env: { LOG_FORMAT: 'pretty', ...process.env, PORT: apiPort },
  }),
  spawn('npm', ['run', 'dev', '-w', '@haat/web'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, HAAT_API_URL: `http://localhost:${apiPort}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
