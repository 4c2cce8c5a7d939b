// Runs the matrix's probes: each shopper with the other's ids, each seller with the other's parcels and returns.
// A probe fails on a 5xx, on an answer other than its refusal, or on any of the victim's strings in the answer.
import { MATRIX, victimParcels, victimReturns, type ProbeContext } from './matrix.ts';
import { secretsOf, type MatrixWorld } from './world.ts';

export async function runCrossPartyProbes(w: MatrixWorld): Promise<{ sent: number; failures: string[] }> {
  const { t } = w;
  const failures: string[] = [];
  let sent = 0;
  for (const [me, victim] of [
    [w.a, w.b],
    [w.b, w.a],
  ] as const) {
    for (const [seller, victimSeller] of [
      [w.sellers[0], w.sellers[1]],
      [w.sellers[1], w.sellers[0]],
    ] as const) {
      const c: ProbeContext = { w, me, victim, seller, victimSeller };
      for (const [route, entry] of Object.entries(MATRIX)) {
        // Shopper probes do not depend on the sellers: once per shopper pair; seller probes once per seller pair.
        const asSeller = entry.access === 'seller' || entry.access === 'portal';
        if (asSeller ? me !== w.a : seller !== w.sellers[0]) continue;
        for (const probe of entry.probes?.(c) ?? []) {
          const credential =
            entry.access === 'seller'
              ? seller.key
              : entry.access === 'portal'
                ? w.portalTokens[seller.id]
                : entry.access === 'customer'
                  ? me.token
                  : undefined;
          const send = (url: string, body: unknown, headers = probe.headers) =>
            t.app.inject({
              method: probe.method,
              url,
              headers: {
                ...(credential ? { authorization: `Bearer ${credential}` } : {}),
                ...headers,
              },
              ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
            });
          const res = await send(probe.url, probe.body);
          sent += 1;
          const where = `${route} as ${asSeller ? seller.id : me.name}: ${probe.method} ${probe.url} ${JSON.stringify(probe.body ?? '')}`;
          const allowed = probe.statuses ?? [403, 404];
          if (res.statusCode >= 500) failures.push(`${where} → ${res.statusCode} ${res.body}`);
          else if (probe.sameAsUnknown) {
            const { url, body, headers } = probe.sameAsUnknown;
            const twin = await send(url ?? probe.url, body ?? probe.body, headers ?? probe.headers);
            sent += 1;
            if (res.statusCode < 400 || res.statusCode !== twin.statusCode || res.body !== twin.body) {
              failures.push(
                `${where} → ${res.statusCode} ${res.body}, but an unknown id → ${twin.statusCode} ${twin.body}`,
              );
            }
          } else if (probe.expect === 'refused' && !allowed.includes(res.statusCode)) {
            failures.push(
              `${where} → ${res.statusCode} (wanted ${allowed.join('/')}) ${res.body.slice(0, 300)}`,
            );
          }
          const secrets = asSeller
            ? [...victimParcels(c), ...victimReturns(c), ...(probe.forbid ?? [])]
            : [...secretsOf(victim), ...(probe.forbid ?? [])];
          const leaked = secrets.filter((s) => s && res.body.includes(s));
          if (leaked.length > 0) failures.push(`${where} → ${res.statusCode} shows ${leaked.join(', ')}`);
        }
      }
    }
  }
  return { sent, failures };
}
