// The seller's account (docs/behaviour/seller-portal.md#review): where the application stands (pending review,
// approved, rejected with the operator's reason) and the details given at sign-up.
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SellerProfile } from '@haat/domain/sellers/seller-portal.schema';
import { Alert, Button, Card, Spinner } from '@haat/staff-ui/ui';
import { meQuery } from '../lib/queries.ts';

function StatusCard({ seller }: { seller: SellerProfile }) {
  const { t } = useTranslation();
  if (seller.status === 'approved')
    return (
      <Card className="border-l-4 border-success">
        <div className="flex gap-3">
          <CheckCircle2 className="size-6 shrink-0 text-success" aria-hidden />
          <div className="space-y-2">
            <h2 className="text-lg font-semibold">{t('Your seller account is approved')}</h2>
            <p className="text-ink-muted">
              {t('List your products and issue API keys for your integrations.')}
            </p>
            <div className="flex flex-wrap gap-4">
              <Link to="/listings" className="inline-block font-semibold text-brand-700 underline">
                {t('Manage listings')}
              </Link>
              <Link to="/keys" className="inline-block font-semibold text-brand-700 underline">
                {t('Manage API keys')}
              </Link>
            </div>
          </div>
        </div>
      </Card>
    );
  if (seller.status === 'rejected')
    return (
      <Card className="border-l-4 border-danger">
        <div className="flex gap-3">
          <XCircle className="size-6 shrink-0 text-danger" aria-hidden />
          <div className="space-y-2">
            <h2 className="text-lg font-semibold">{t('Your application was not approved')}</h2>
            {seller.reviewNote ? (
              <p>
                <span className="font-medium">{t('Reason:')}</span> {seller.reviewNote}
              </p>
            ) : null}
            <p className="text-ink-muted">{t('Write to seller support to correct your details.')}</p>
          </div>
        </div>
      </Card>
    );
  return (
    <Card className="border-l-4 border-accent-500">
      <div className="flex gap-3">
        <Clock className="size-6 shrink-0 text-accent-700" aria-hidden />
        <div className="space-y-1">
          <h2 className="text-lg font-semibold">{t('Pending review')}</h2>
          <p className="text-ink-muted">
            {t(
              'We are checking your GSTIN, PAN and bank details. You can sign in any time to see where it stands.',
            )}
          </p>
        </div>
      </div>
    </Card>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const me = useQuery(meQuery);
  if (me.isPending) return <Spinner label={t('Loading your account…')} />;
  if (me.isError)
    return (
      <div className="space-y-3">
        <Alert tone="error">{t('Your account could not be loaded.')}</Alert>
        <Button tone="secondary" onClick={() => void me.refetch()}>
          {t('Try again')}
        </Button>
      </div>
    );
  const s = me.data;
  const rows: Array<[string, string]> = [
    [t('Business name'), s.businessName],
    [t('GSTIN'), s.gstin],
    [t('PAN'), s.pan],
    [t('Pickup address'), `${s.addressLine}, ${s.city}, ${s.state} ${s.pincode}`],
    [t('E-mail'), s.email],
    [t('Mobile number'), s.phone],
    ...(s.bank
      ? ([
          [
            t('Bank account'),
            t('{{holder}}, account ending {{last4}}', {
              holder: s.bank.accountHolder,
              last4: s.bank.accountLast4,
            }),
          ],
          [t('IFSC'), s.bank.ifsc],
        ] as Array<[string, string]>)
      : []),
  ];
  return (
    <div className="space-y-4">
      <title>{t('Account | Haat Seller Central')}</title>
      <h1 className="text-2xl font-bold">{t('Hello, {{name}}', { name: s.businessName })}</h1>
      <StatusCard seller={s} />
      <Card>
        <h2 className="mb-3 text-lg font-semibold">{t('Your details')}</h2>
        <dl className="divide-y divide-line">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 py-2 md:grid-cols-[12rem_1fr]">
              <dt className="text-sm text-ink-muted">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-ink-muted">{t('Seller ID: {{id}}', { id: s.id })}</p>
      </Card>
    </div>
  );
}
