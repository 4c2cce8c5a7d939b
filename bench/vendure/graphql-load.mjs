// Loads a GraphQL endpoint with bench/lib/harness.mjs's load(): one new body per request, exact percentiles from
// every response's own latency. GraphQL answers errors with status 200, so checkAnswers() asks a sample first and
// refuses to measure answers that carry errors or no data.
import { load } from '../lib/harness.mjs';

export function loadGraphql(port, path, makeBody, { connections, seconds }) {
  return load(port, () => path, {
    connections,
    seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    makeBody: () => JSON.stringify(makeBody()),
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
