// POST /api/users/register: creates the account after the sign-up code was verified.
import { useMutation } from '@tanstack/react-query';
import {
  registerResponseSchema,
  type RegisterRequest,
  type RegisterResponse,
} from '@haat/domain/auth/auth.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export async function register(body: RegisterRequest): Promise<RegisterResponse> {
  const data = await apiRequest<unknown>('/users/register', { method: 'POST', body, auth: false });
  return registerResponseSchema.parse(data);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
