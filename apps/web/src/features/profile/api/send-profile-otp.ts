// POST /api/users/send-profile-otp (docs/behaviour/account.md#email-or-phone-change, #calls): codes for a new e-mail
// and/or a new phone; a phone change also texts the current number. A second call after 60 s is the resend: it
// replaces the earlier codes.
import { useMutation } from '@tanstack/react-query';
import {
  sendProfileOtpResponseSchema,
  type SendProfileOtpRequest,
  type SendProfileOtpResponse,
} from '@haat/domain/account/profile-change.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export async function sendProfileOtp(body: SendProfileOtpRequest): Promise<SendProfileOtpResponse> {
  const data = await apiRequest<unknown>('/users/send-profile-otp', { method: 'POST', body });
  return sendProfileOtpResponseSchema.parse(data);
}

export function useSendProfileOtp() {
  return useMutation({ mutationFn: sendProfileOtp });
}
