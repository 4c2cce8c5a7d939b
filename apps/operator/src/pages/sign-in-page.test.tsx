// Operator sign-in in happy-dom (docs/behaviour/operator.md#sign-in): the password step, then the authenticator's
// code; the console keeps a token only once both factors are given; a wrong code stays on the code step, an ended
// half session goes back to the password step.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '@haat/staff-ui/testing/render';
import { getToken } from '../lib/session.ts';
import { SignInPage } from './sign-in-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

type User = ReturnType<typeof userEvent.setup>;

async function passwordStep(user: User) {
  await user.type(screen.getByLabelText('E-mail'), 'ops@haat.in');
  await user.type(screen.getByLabelText('Password'), 'Operator@1234');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByLabelText('Code');
}

describe('operator sign-in', { timeout: 30_000 }, () => {
  it('asks for both fields, then the code; only the verified code keeps the token', async () => {
    const calls = stubApi((path) =>
      path === '/operator/sign-in'
        ? { status: 200, body: { success: true, token: 'hso_half' } }
        : { status: 200, body: { success: true } },
    );
    const user = userEvent.setup();
    renderAt('/login', <SignInPage />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your e-mail and password.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    const code = await passwordStep(user);
    expect(calls[0]).toMatchObject({ path: '/operator/sign-in', body: { email: 'ops@haat.in' } });
    // The half session is not kept yet.
    expect(getToken()).toBeNull();
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(getToken()).toBe('hso_half'));
    expect(calls[1]).toMatchObject({
      path: '/operator/sign-in/totp',
      body: { code: '123456' },
      authorization: 'Bearer hso_half',
    });
  });

  it("a wrong code shows the API's message on the code step; an ended half session starts again", async () => {
    let codes = 0;
    stubApi((path) => {
      if (path === '/operator/sign-in') return { status: 200, body: { success: true, token: 'hso_half' } };
      codes += 1;
      return codes === 1
        ? { status: 401, body: { success: false, error: 'Wrong code', code: 'OPERATOR_TOTP_INVALID' } }
        : {
            status: 401,
            body: { success: false, error: 'Sign in again', code: 'OPERATOR_UNAUTHENTICATED' },
          };
    });
    const user = userEvent.setup();
    renderAt('/login', <SignInPage />);
    const code = await passwordStep(user);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Wrong code')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(getToken()).toBeNull();
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Sign in again')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });
});
