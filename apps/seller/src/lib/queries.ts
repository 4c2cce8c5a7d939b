// Server state of the portal through TanStack Query: the seller's profile and keys, the pincode lookup, listings,
// orders and returns.
import { queryOptions } from '@tanstack/react-query';
import { pincodeLookupResponseSchema } from '@haat/domain/location/pincode.schema';
import { listingResponseSchema, listingsResponseSchema } from '@haat/domain/sellers/listing.schema';
import {
  sellerOrderDetailResponseSchema,
  sellerOrdersResponseSchema,
  sellerReturnsQueueResponseSchema,
  type SellerOrderTab,
} from '@haat/domain/sellers/seller-orders.schema';
import { sellerKeysResponseSchema, sellerMeResponseSchema } from '@haat/domain/sellers/seller-portal.schema';
import { sellerDashboardResponseSchema } from '@haat/domain/settlements/dashboard';
import {
  settlementListResponseSchema,
  settlementStatementResponseSchema,
} from '@haat/domain/settlements/settlement.schema';
import { ApiError } from '@haat/staff-ui/api';
import { api } from './api.ts';

export const meQuery = queryOptions({
  queryKey: ['seller', 'me'],
  queryFn: async () => sellerMeResponseSchema.parse(await api('/seller-portal/me')).seller,
  retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
});

export const keysQuery = queryOptions({
  queryKey: ['seller', 'keys'],
  queryFn: async () => sellerKeysResponseSchema.parse(await api('/seller-portal/keys')).keys,
});

/** The city and state of a pincode, or null when the directory does not hold it. */
export function pincodeQuery(code: string) {
  return queryOptions({
    queryKey: ['pincode', code],
    queryFn: async () => {
      try {
        const [result] = pincodeLookupResponseSchema.parse(await api(`/pincode/${code}`, { auth: false }));
        const office = result?.PostOffice[0];
        return office ? { city: office.District, state: office.State } : null;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}

export const listingsQuery = queryOptions({
  queryKey: ['seller', 'listings'],
  queryFn: async () => listingsResponseSchema.parse(await api('/seller-portal/listings')).listings,
});

export function listingQuery(groupId: string) {
  return queryOptions({
    queryKey: ['seller', 'listing', groupId],
    queryFn: async () => listingResponseSchema.parse(await api(`/seller-portal/listings/${groupId}`)).listing,
  });
}

export function ordersQuery(tab: SellerOrderTab, page: number) {
  return queryOptions({
    queryKey: ['seller', 'orders', tab, page],
    queryFn: async () =>
      sellerOrdersResponseSchema.parse(await api(`/seller-portal/orders?tab=${tab}&page=${page}`)),
  });
}

export function orderQuery(subOrderId: string) {
  return queryOptions({
    queryKey: ['seller', 'order', subOrderId],
    queryFn: async () =>
      sellerOrderDetailResponseSchema.parse(
        await api(`/seller-portal/orders/${encodeURIComponent(subOrderId)}`),
      ).order,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** The returns queue, all or of one status, with the seller's return policy. */
export function returnsQuery(status: string | undefined, page: number) {
  return queryOptions({
    queryKey: ['seller', 'returns', status ?? 'all', page],
    queryFn: async () =>
      sellerReturnsQueueResponseSchema.parse(
        await api(
          `/seller-portal/returns?page=${page}${status ? `&status=${encodeURIComponent(status)}` : ''}`,
        ),
      ),
  });
}

/** The seller's weekly settlement statements and today's TCS and TDS rates (docs/behaviour/seller-portal.md#settlements). */
export const settlementsQuery = queryOptions({
  queryKey: ['seller', 'settlements'],
  queryFn: async () => settlementListResponseSchema.parse(await api('/seller-portal/settlements')),
});

/** One statement for IST dates from..to, both included. */
export function settlementQuery(from: string, to: string) {
  return queryOptions({
    queryKey: ['seller', 'settlement', from, to],
    queryFn: async () =>
      settlementStatementResponseSchema.parse(
        await api(`/seller-portal/settlements/statement?from=${from}&to=${to}`),
      ).statement,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** The dashboard: parcels to ship, low stock, 30 days of sales, rating and returns (docs/behaviour/seller-portal.md#dashboard). */
export const dashboardQuery = queryOptions({
  queryKey: ['seller', 'dashboard'],
  queryFn: async () => sellerDashboardResponseSchema.parse(await api('/seller-portal/dashboard')).dashboard,
});
