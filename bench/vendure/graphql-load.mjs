// Loads a GraphQL endpoint the way bench/lib/harness.mjs's load() loads a GET path: autocannon, one new body per
// request, exact percentiles from every response's own latency. GraphQL answers errors with status 200, so
// checkAnswers() asks a sample first and refuses to measure answers that carry errors or no data.
import autocannon from 'autocannon';

export function loadGraphql(port, path, makeBody, { connections, seconds }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}${path}`,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => ({ ...req, body: JSON.stringify(makeBody()) }),
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
        resolve({
          rps: Math.round(result.requests.average),
          p50: at(0.5),
          p95: at(0.95),
          p99: at(0.99),
          errors: result.non2xx + result.errors, // autocannon counts timeouts among errors
          timeouts: result.timeouts,
          total: latencies.length,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** Posts one query and returns its body's bytes, throwing on GraphQL errors or an empty answer. */
export async function postGraphql(port, path, body) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const json = JSON.parse(text);
  if (!response.ok || json.errors || !json.data)
    throw new Error(`Vendure answered ${response.status}: ${text.slice(0, 300)}`);
  return { bytes: Buffer.byteLength(text), data: json.data };
}
