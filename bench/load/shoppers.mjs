// The shopper mix of bench/load: each virtual shopper signs in as one of many customers in turn and browses a
// listing, searches, opens product pages, adds to the cart and sometimes checks out, by cash on delivery or by card
// through the offline gateway (create-order → the gateway's checkout → verify → order), each checkout with its own
// Idempotency-Key. A small driver rather than autocannon: a checkout's requests depend on each other's answers.
import { terms } from '../lib/search-queries.mjs';

const SORTS = ['popular', 'newest', 'price-low', 'price-high'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const chance = (p) => Math.random() < p;

/** Latencies and statuses per request kind; an error is no answer (cut, timed out) or a 5xx. */
export function createStats() {
  const kinds = new Map();
  return {
    record(kind, status, ms) {
      let k = kinds.get(kind);
      if (!k) kinds.set(kind, (k = { latencies: [], statuses: {} }));
      k.latencies.push(ms);
      k.statuses[status] = (k.statuses[status] ?? 0) + 1;
    },
    summary(seconds) {
      const all = [];
      const byKind = {};
      let errors = 0;
      for (const [kind, k] of kinds) {
        all.push(...k.latencies);
        byKind[kind] = { n: k.latencies.length, statuses: k.statuses };
        for (const [s, n] of Object.entries(k.statuses))
          if (parseInt(s, 10) === 0 || parseInt(s, 10) >= 500) errors += n;
      }
      all.sort((a, b) => a - b);
      const at = (q) => Math.round(all[Math.min(all.length - 1, Math.floor(q * all.length))] ?? 0);
      return {
        requests: all.length,
        rps: Math.round(all.length / seconds),
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        errors,
        byKind,
      };
    },
  };
}

/**
 * One HTTP call, timed and recorded under `kind`; answers { status, body } with status 0 when there was no answer
 * (the server was killed, restarting or too slow).
 */
export function client(base, stats) {
  return async function call(kind, method, path, { token, body, key, timeoutMs = 20_000 } = {}) {
    const started = performance.now();
    let status;
    let json;
    try {
      const res = await fetch(base() + path, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      json = await res.json().catch(() => undefined);
    } catch {
      status = 0;
      // Refused at once (the server is down or restarting): a client backs off rather than spinning.
      if (performance.now() - started < 50) await new Promise((r) => setTimeout(r, 200));
    }
    // A refusal is recorded with its code, so a reader can tell a sold-out product from a broken request.
    const code = status >= 400 && typeof json?.code === 'string' ? ` ${json.code}` : '';
    stats.record(kind, `${status}${code}`, performance.now() - started);
    return { status, body: json };
  };
}

/**
 * Runs `shoppers` virtual shoppers until `until()` is false. `buyers` are split between them so that no two
 * sessions share a cart. `onOrder` hears of every acknowledged (2xx) order with what it takes to replay it.
 */
export async function runShoppers({
  call,
  buyers,
  shoppers,
  until,
  checkoutShare = 0.5,
  cardShare = 0.4,
  browse = true,
  keyPrefix,
  onOrder,
  catalogue = [],
}) {
  let serial = 0;
  const seen = new Map(catalogue); // product id → stock, from listings and pages
  const inStock = () => [...seen].filter(([, s]) => s > 2).map(([id]) => id);

  async function checkout(buyer) {
    const key = `${keyPrefix}-${buyer.userId}-${(serial += 1)}`;
    const address = { _id: buyer.addressId };
    let body;
    if (chance(cardShare)) {
      const created = await call('card: create-order', 'POST', '/api/payment/create-order', {
        token: buyer.token,
        body: { shippingAddress: address, method: 'razorpay' },
      });
      if (created.status !== 200) return created.status;
      const orderId = created.body.orderId;
      const pay = (outcome) =>
        call('card: gateway checkout', 'POST', '/api/payment/offline/pay', {
          token: buyer.token,
          body: { orderId, method: 'card', outcome, instrument: '4111 1111 1111 1111' },
        });
      // One card in ten is declined first and paid again on the same gateway order, as a shopper retries.
      if (chance(0.1)) await pay('failure');
      const paid = await pay('success');
      if (paid.status !== 200 || !paid.body?.success) return paid.status;
      const p = paid.body;
      if (chance(0.5)) {
        const verified = await call('card: verify', 'POST', '/api/payment/verify', {
          token: buyer.token,
          key: `${key}-verify`,
          body: p,
        });
        if (verified.status !== 200) return verified.status;
      }
      body = {
        paymentDetails: {
          method: 'razorpay',
          orderId: p.razorpay_order_id,
          paymentId: p.razorpay_payment_id,
          signature: p.razorpay_signature,
        },
        shippingAddress: address,
      };
    } else {
      body = { paymentDetails: { method: 'cod' }, shippingAddress: address };
    }
    const kind = body.paymentDetails.method === 'cod' ? 'order: COD' : 'order: card';
    const placed = await call(kind, 'POST', '/api/users/orders', { token: buyer.token, key, body });
    const orderId = placed.body?.order?._id;
    if (placed.status < 300 && orderId) onOrder?.({ key, body, buyer, orderId, status: placed.status });
    // Refused (sold out since it was added): the shopper empties the cart and shops again.
    if (placed.status === 409 || placed.status === 422)
      await call('cart: clear', 'DELETE', '/api/users/cart', { token: buyer.token });
    return placed.status;
  }

  async function session(buyer) {
    if (browse) {
      const list = await call(
        'listing',
        'GET',
        `/api/products?page=${1 + Math.floor(Math.random() * 10)}&limit=20&sort=${pick(SORTS)}`,
      );
      for (const p of list.body?.products ?? []) seen.set(p._id, p.stock);
      if (chance(0.6)) {
        const found = await call(
          'search',
          'GET',
          `/api/products/search?q=${encodeURIComponent(pick(terms))}`,
        );
        for (const p of found.body?.products ?? []) seen.set(p._id, p.stock);
      }
      for (let k = 0; k < 2; k += 1) {
        const ids = [...seen.keys()];
        if (ids.length === 0) break;
        const page = await call('product page', 'GET', `/api/products/${encodeURIComponent(pick(ids))}`);
        if (page.body?._id) seen.set(page.body._id, page.body.stock);
      }
    }
    if (!browse || chance(0.4)) {
      const candidates = inStock();
      if (candidates.length === 0) return;
      const lines = chance(0.3) ? 2 : 1;
      for (let k = 0; k < lines; k += 1) {
        await call('cart: add', 'POST', '/api/users/cart', {
          token: buyer.token,
          body: { productId: pick(candidates), quantity: chance(0.2) ? 2 : 1 },
        });
      }
      await call('cart: view', 'GET', '/api/users/cart', { token: buyer.token });
      if (!browse || chance(checkoutShare)) await checkout(buyer);
    }
  }

  async function shopper(index) {
    const own = buyers.filter((_, i) => i % shoppers === index);
    for (let n = 0; until(); n += 1) {
      const buyer = own[n % own.length];
      const before = performance.now();
      await session(buyer);
      // A session that got no answers at all (server down) waits a moment instead of spinning.
      if (performance.now() - before < 5) await new Promise((r) => setTimeout(r, 50));
    }
  }

  return Promise.all(Array.from({ length: shoppers }, (_, i) => shopper(i)));
}

/** Asks for product ids to fill `seen` when browsing is off (the kill loop checks out only). */
export async function primeCatalogue(call) {
  const ids = [];
  for (let page = 1; page <= 5; page += 1) {
    const list = await call('listing', 'GET', `/api/products?page=${page}&limit=50&sort=popular`);
    for (const p of list.body?.products ?? []) if (p.stock > 2) ids.push([p._id, p.stock]);
  }
  return ids;
}
