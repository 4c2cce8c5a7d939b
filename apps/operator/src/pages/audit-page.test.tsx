// The audit trail in happy-dom (docs/behaviour/operator.md#audit): who did what to which subject, when, with
// the reason and the before and after; the empty and error states; older entries on demand.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '@haat/staff-ui/testing/render';
import { AuditPage } from './audit-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const entry = (id: number, action: string, reason: string | null) => ({
  id,
  operatorEmail: 'ops@haat.in',
  action,
  subjectType: 'seller',
  subjectId: 'sel_kala',
  reason,
  before: { suspended: false },
  after: { suspended: true },
  at: '2026-11-28T10:00:00.000Z',
});

describe('the audit trail', { timeout: 30_000 }, () => {
  it('lists each action with its operator, subject and reason, and pages to older ones', async () => {
    const calls = stubApi((path) =>
      path.includes('before=')
        ? {
            status: 200,
            body: { success: true, entries: [entry(1, 'seller.approve', null)], nextBefore: null },
          }
        : {
            status: 200,
            body: {
              success: true,
              entries: [entry(2, 'seller.suspend', 'Counterfeit complaints')],
              nextBefore: 2,
            },
          },
    );
    const user = userEvent.setup();
    renderAt('/audit', <AuditPage />);
    const suspend = (await screen.findByText('seller.suspend', { exact: false })).closest(
      'li',
    ) as HTMLElement;
    expect(within(suspend).getByText('ops@haat.in', { exact: false })).toBeInTheDocument();
    expect(within(suspend).getByText('Counterfeit complaints', { exact: false })).toBeInTheDocument();
    expect(within(suspend).getByText('Before and after')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText('seller.approve', { exact: false })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([
      '/operator/audit?limit=50',
      '/operator/audit?limit=50&before=2',
    ]);
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('says when there is nothing yet, and when it cannot be loaded', async () => {
    stubApi(() => ({ status: 200, body: { success: true, entries: [], nextBefore: null } }));
    const { unmount } = renderAt('/audit', <AuditPage />);
    expect(await screen.findByText('No operator action yet.')).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    stubApi(() => ({ status: 500, body: { success: false, error: 'Could not read the audit trail' } }));
    renderAt('/audit', <AuditPage />);
    expect(await screen.findByText('Could not read the audit trail', { exact: false })).toBeInTheDocument();
  });
});
