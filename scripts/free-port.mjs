// A TCP port that nothing listens on at this moment, asked of the kernel (listen on port 0), for servers the tests
// and benchmarks start beside whatever already runs on the machine.
import net from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
