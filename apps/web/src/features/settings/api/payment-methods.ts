// The saved cards (docs/behaviour/account.md#calls): GET and POST /api/users/payment-methods, DELETE
// /api/users/payment-methods/{id} and PUT /api/users/payment-methods/{id}/default. Every answer is the whole list,
// which replaces the cached one, so the Default badge follows whatever the server decided (a first card, or a new
// default, moves it).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  paymentMethodsResponseSchema,
  type CreatePaymentMethodRequest,
  type PaymentMethod,
} from '@haat/domain/account/payment-method.schema';
import { apiRequest, type RequestOptions } from '../../../lib/api-client.ts';

/** Under 'users' so Log Out's cache clear drops it with the rest of the account. */
const PAYMENT_METHODS_QUERY_KEY = ['users', 'payment-methods'] as const;

async function cardsCall(path: string, options?: RequestOptions): Promise<PaymentMethod[]> {
  const data = await apiRequest<unknown>(path, options);
  return paymentMethodsResponseSchema.parse(data).paymentMethods;
}

const cardPath = (id: string) => `/users/payment-methods/${encodeURIComponent(id)}`;

export function usePaymentMethods() {
  return useQuery(
    queryOptions({
      queryKey: PAYMENT_METHODS_QUERY_KEY,
      queryFn: ({ signal }) => cardsCall('/users/payment-methods', { signal }),
    }),
  );
}

/** The body holds the brand and last four digits only: the form never puts the number in it. */
export function addPaymentMethod(input: CreatePaymentMethodRequest) {
  return cardsCall('/users/payment-methods', { method: 'POST', body: input });
}

export function deletePaymentMethod(id: string) {
  return cardsCall(cardPath(id), { method: 'DELETE' });
}

export function setDefaultPaymentMethod(id: string) {
  return cardsCall(`${cardPath(id)}/default`, { method: 'PUT' });
}

function useCardsWrite<T>(mutationFn: (input: T) => Promise<PaymentMethod[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (cards) => queryClient.setQueryData(PAYMENT_METHODS_QUERY_KEY, cards),
  });
}

export const useAddPaymentMethod = () => useCardsWrite(addPaymentMethod);
export const useDeletePaymentMethod = () => useCardsWrite(deletePaymentMethod);
export const useSetDefaultPaymentMethod = () => useCardsWrite(setDefaultPaymentMethod);
