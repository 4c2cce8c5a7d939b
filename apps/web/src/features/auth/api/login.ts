// POST /api/users/login: e-mail or phone with a password (docs/behaviour/auth.md#calls); answers the tokens and the
// user.
import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginResponse } from '@haat/domain/auth/auth.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export type LoginBody = { email: string; password: string } | { phone: string; password: string };

export async function login(body: LoginBody): Promise<LoginResponse> {
  // No bearer: a 401 here means wrong credentials, never an expired session to refresh.
  const data = await apiRequest<unknown>('/users/login', { method: 'POST', body, auth: false });
  return loginResponseSchema.parse(data);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
