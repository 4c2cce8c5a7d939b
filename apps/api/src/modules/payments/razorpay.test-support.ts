// Test support: the official Razorpay SDK with its HTTP (an axios instance) answered in-process, no network.
import Razorpay from 'razorpay';

export interface SentRequest {
  method: string;
  url: string;
  data: unknown;
  auth: unknown;
  /** A GET's query (pagination), only when the SDK sent one. */
  params?: Record<string, unknown>;
}

export type Answer = { status: number; data: unknown };

/** An SDK whose axios instance answers from `answer` and records every request it would have sent. */
export function mockedSdk(answer: (request: SentRequest) => Answer) {
  const client = new Razorpay({ key_id: 'rzp_test_key', key_secret: 'test_secret' });
  const sent: SentRequest[] = [];
  const rq = (client.api as unknown as { rq: { defaults: { adapter: unknown } } }).rq;
  rq.defaults.adapter = (config: {
    method: string;
    baseURL: string;
    url: string;
    data?: string;
    params?: Record<string, unknown>;
    auth: unknown;
  }) => {
    const request: SentRequest = {
      method: config.method.toUpperCase(),
      url: `${config.baseURL}${config.url}`,
      data: config.data ? (JSON.parse(config.data) as unknown) : undefined,
      auth: config.auth,
      ...(config.params ? { params: config.params } : {}),
    };
    sent.push(request);
    const { status, data } = answer(request);
    const response = { data, status, statusText: String(status), headers: {}, config };
    // axios rejects non-2xx answers with the response attached, which the SDK turns into { statusCode, error }.
    return status < 300
      ? Promise.resolve(response)
      : Promise.reject(Object.assign(new Error(`HTTP ${status}`), { response, config }));
  };
  return { client, sent };
}
