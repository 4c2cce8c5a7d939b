// npm run dev: the API with tsx watch on port 3001 and Vite with HMR on PORT (default 3000), proxying /api to it;
// Seller Central's Vite on SELLER_PORT (default 3002), proxying /api too, which the store's Become a Seller opens;
// the operator console's Vite on OPERATOR_PORT (default 3003), the same way.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const sellerPort = process.env.SELLER_PORT ?? '3002';
const operatorPort = process.env.OPERATOR_PORT ?? '3003';
const children = [
  spawn('npm', ['run', 'dev', '-w', '@haat/api'], {
    stdio: 'inherit',
    // Vite serves Seller Central here, so the API serves no build of it (SELLER_PORT=0) but links to it.
    env: {
      LOG_FORMAT: 'pretty',
      ...process.env,
      PORT: apiPort,
      SELLER_PORT: '0',
      OPERATOR_PORT: '0',
      OPERATOR_URL: `http://localhost:${operatorPort}`,
      SELLER_PORTAL_URL: `http://localhost:${sellerPort}/register`,
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@haat/web'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, HAAT_API_URL: `http://localhost:${apiPort}` },
  }),
  spawn('npm', ['run', 'dev', '-w', '@haat/seller'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: sellerPort, HAAT_API_URL: `http://localhost:${apiPort}` },
  }),
  spawn('npm', ['run', 'dev', '-w', '@haat/operator'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: operatorPort, HAAT_API_URL: `http://localhost:${apiPort}` },
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
