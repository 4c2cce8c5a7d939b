// The login page while the password is throttled (issue 22 item 3): the server's message, the wait counting down,
// and sign-in by e-mailed code that takes the owner in anyway, with every call checked against its contract.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@haat/domain/auth/auth-messages';
import {
  loginOtpRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  retryAfterErrorSchema,
  sendOtpRequestSchema,
  successMessageSchema,
} from '@haat/domain/auth/auth.schema';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { apiPath, contractBody, contractError, contractJson, server } from '../../testing/msw-server.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { LoginPage } from './login-page.tsx';

const EMAIL = 'asha@example.in';
const signedIn = {
  success: true as const,
  token: 'access-token',
  refreshToken: 'refresh-token',
  userId: 'u-1',
  user: {
    id: 'u-1',
    _id: 'u-1',
    fullName: 'Asha Verma',
    email: EMAIL,
    phone: '+919876543210',
    role: 'customer' as const,
  },
};

function throttledPassword(retryAfterSeconds?: number) {
  server.use(
    http.post(apiPath('/users/login'), async ({ request }) => {
      await contractBody(request, loginRequestSchema);
      const body = retryAfterErrorSchema.parse({
        success: false,
        error: M.tooManyAttempts,
        code: 'TOO_MANY_ATTEMPTS',
        ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
      });
      return HttpResponse.json(body, { status: 429 });
    }),
  );
}

async function submitPassword(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Email address'), EMAIL);
  await user.type(screen.getByLabelText('Password'), 'guess-again{Enter}');
}

describe('LoginPage', () => {
  afterEach(() => useAuthStore.getState().signOut());

  it('says the password must wait, counts the wait down, and offers sign-in by code', async () => {
    throttledPassword(64);
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    await submitPassword(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(M.tooManyAttempts);
    expect(screen.getByText('You can try your password again in 1:04.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with a one-time code' })).toBeInTheDocument();
    // Said once: no toast repeats it over the code button.
    expect(screen.getAllByText(M.tooManyAttempts)).toHaveLength(1);
    // Retyping the password keeps the notice; the server would refuse it all the same.
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.getByRole('alert')).toHaveTextContent(M.tooManyAttempts);
  });

  it('shows the message alone when the server gave no wait (the per-address limit)', async () => {
    throttledPassword();
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    await submitPassword(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(M.tooManyAttempts);
    expect(screen.queryByText(/You can try your password again/)).not.toBeInTheDocument();
  });

  it('signs the owner in by e-mailed code, starting from the e-mail typed', async () => {
    throttledPassword(64);
    const sent: unknown[] = [];
    server.use(
      http.post(apiPath('/auth/send-otp'), async ({ request }) => {
        sent.push(await contractBody(request, sendOtpRequestSchema));
        return contractJson(successMessageSchema, { success: true, message: M.resetOtpSent });
      }),
      http.post(apiPath('/users/login-otp'), async ({ request }) => {
        const body = await contractBody(request, loginOtpRequestSchema);
        return body.otp === '482913'
          ? contractJson(loginResponseSchema, signedIn)
          : contractError(400, M.otpInvalid, 'OTP_INVALID', 'otp');
      }),
    );
    const { user, location } = renderWithProviders(<LoginPage />, { route: '/login' });
    await submitPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Sign in with a one-time code' }));

    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign in with a one-time code' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue(EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(sent).toEqual([{ email: EMAIL, type: 'login', role: 'customer' }]);

    await user.type(await screen.findByLabelText('Enter OTP'), '111111{Enter}');
    expect(await screen.findByText(M.otpInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Enter OTP'));
    await user.type(screen.getByLabelText('Enter OTP'), '482913');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await expect.poll(() => useAuthStore.getState().isSignedIn).toBe(true);
    await expect.poll(() => location.current?.pathname).toBe('/');
    expect(await screen.findByText('Welcome back, Asha!')).toBeInTheDocument();
  });

  it('goes back to the password form', async () => {
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign in with a one-time code' }));
    await user.click(screen.getByRole('button', { name: 'Sign in with your password' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Haat' })).toBeInTheDocument();
  });
});
