// GET /api/users/orders/{id}/invoice (docs/behaviour/orders.md#invoices): the GST invoice PDF, fetched with the
// bearer token and saved through a blob link; a failure answers JSON `{ error }`.
import { ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import { API_BASE, ApiRequestError, refreshAccessToken } from '../../../lib/api-client.ts';
import { getAccessToken, isTokenExpired } from '../../../lib/session-storage.ts';
import { invoiceFileName } from '../order-view.ts';

async function bearerToken(): Promise<string> {
  const token = getAccessToken();
  const usable = token && !isTokenExpired(token) ? token : await refreshAccessToken().catch(() => null);
  if (!usable) throw new ApiRequestError(ORDER_MESSAGES.loginForInvoice, 401);
  return usable;
}

export async function fetchInvoice(orderId: string): Promise<Blob> {
  const url = `${API_BASE}/users/orders/${encodeURIComponent(orderId)}/invoice`;
  const send = async (token: string) => {
    try {
      return await fetch(url, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/pdf' },
        signal: AbortSignal.timeout(60_000),
      });
    } catch {
      throw new ApiRequestError(ORDER_MESSAGES.invoiceFailed, 0, 'NETWORK_ERROR');
    }
  };
  let res = await send(await bearerToken());
  if (res.status === 401) {
    const fresh = await refreshAccessToken().catch(() => null);
    if (!fresh) throw new ApiRequestError(ORDER_MESSAGES.loginForInvoice, 401);
    res = await send(fresh);
  }
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('pdf')) {
    const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
    const message = typeof body?.error === 'string' && body.error ? body.error : ORDER_MESSAGES.invoiceFailed;
    throw new ApiRequestError(message, res.status);
  }
  return res.blob();
}

/** Fetches the invoice and hands it to the browser as 'invoice-<orderNumber>.pdf'. */
export async function downloadInvoice(orderId: string, orderNumber: string): Promise<void> {
  const blob = await fetchInvoice(orderId);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = invoiceFileName(orderNumber);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click returns; revoke once they have had the chance.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
