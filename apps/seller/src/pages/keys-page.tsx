// API keys (docs/behaviour/seller-portal.md#api-keys): the seller's keys by prefix, a new key shown once, rotation
// (a new key, every other revoked) and revoking one key. Only an approved seller issues keys.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sellerIssuedKeyResponseSchema, type SellerKey } from '@haat/domain/sellers/seller-portal.schema';
import { ApiError } from '@haat/staff-ui/api';
import { Alert, Button, Card, Spinner } from '@haat/staff-ui/ui';
import { api } from '../lib/api.ts';
import { keysQuery, meQuery } from '../lib/queries.ts';

export function KeysPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);
  const keys = useQuery(keysQuery);
  const [shown, setShown] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: keysQuery.queryKey });

  const issue = useMutation({
    mutationFn: async (rotate: boolean) =>
      sellerIssuedKeyResponseSchema.parse(
        await api(rotate ? '/seller-portal/keys/rotate' : '/seller-portal/keys', {
          method: 'POST',
          body: {},
        }),
      ),
    onSuccess: (issued) => {
      setShown(issued.key);
      setCopied(false);
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (prefix: string) =>
      api(`/seller-portal/keys/${encodeURIComponent(prefix)}`, { method: 'DELETE' }),
    onSuccess: (_answer, prefix) => {
      // The key on show is no use once revoked.
      if (shown?.startsWith(prefix)) setShown(null);
      void refresh();
    },
  });
  const failure = issue.error ?? revoke.error;
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN');

  if (me.isPending || keys.isPending) return <Spinner label={t('Loading your API keys…')} />;
  if (me.isError || keys.isError)
    return (
      <div className="space-y-3">
        <Alert tone="error">{t('Your API keys could not be loaded.')}</Alert>
        <Button tone="secondary" onClick={() => void keys.refetch()}>
          {t('Try again')}
        </Button>
      </div>
    );
  const approved = me.data.status === 'approved';
  const inUse = keys.data.filter((k) => !k.revokedAt);

  return (
    <div className="space-y-4">
      <title>{t('API keys | Haat Seller Central')}</title>
      <h1 className="text-2xl font-bold">{t('API keys')}</h1>
      <p className="text-ink-muted">
        {t('A key lets your own software read and move your orders through the seller API. Keep it secret.')}
      </p>
      {!approved ? (
        <Alert tone="info">{t('Your account is waiting for review: this opens once it is approved')}</Alert>
      ) : null}
      {failure ? (
        <Alert tone="error">{t(failure instanceof ApiError ? failure.message : String(failure))}</Alert>
      ) : null}
      {shown ? (
        <Card className="border-2 border-success">
          <h2 className="text-lg font-semibold">{t('Your new key')}</h2>
          <p className="text-sm text-ink-muted">{t('Copy it now: it is shown only this once.')}</p>
          <code
            data-testid="new-key"
            className="my-3 block break-all rounded-lg bg-page p-3 font-mono text-sm"
          >
            {shown}
          </code>
          <div className="flex flex-wrap gap-2">
            <Button
              tone="secondary"
              onClick={() =>
                void navigator.clipboard?.writeText(shown).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? t('Copied') : t('Copy key')}
            </Button>
            <Button tone="secondary" onClick={() => setShown(null)}>
              {t('Done')}
            </Button>
          </div>
        </Card>
      ) : null}
      {approved ? (
        <div className="flex flex-wrap gap-2">
          <Button busy={issue.isPending} onClick={() => issue.mutate(false)}>
            {t('Issue a new key')}
          </Button>
          {inUse.length > 0 ? (
            <Button
              tone="secondary"
              busy={issue.isPending}
              onClick={() => {
                if (window.confirm(t('Rotate: issue a new key and revoke every key in use now?')))
                  issue.mutate(true);
              }}
            >
              {t('Rotate keys')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <Card>
        <h2 className="mb-2 text-lg font-semibold">{t('Your keys')}</h2>
        {keys.data.length === 0 ? (
          <p className="py-4 text-ink-muted">{t('No keys yet.')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {keys.data.map((k: SellerKey) => (
              <li key={`${k.keyPrefix}-${k.createdAt}`} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-mono text-sm break-all">{`${k.keyPrefix}…`}</p>
                  <p className="text-sm text-ink-muted">
                    {t('Issued {{date}}', { date: date(k.createdAt) })}
                    {k.revokedAt ? ` · ${t('Revoked {{date}}', { date: date(k.revokedAt) })}` : ''}
                  </p>
                </div>
                {k.revokedAt ? (
                  <span className="rounded-full bg-page px-3 py-1 text-sm text-ink-muted">
                    {t('Revoked')}
                  </span>
                ) : (
                  <Button
                    tone="danger"
                    busy={revoke.isPending && revoke.variables === k.keyPrefix}
                    aria-label={t('Revoke key {{prefix}}', { prefix: k.keyPrefix })}
                    onClick={() => {
                      if (window.confirm(t('Revoke this key? Software using it stops working at once.')))
                        revoke.mutate(k.keyPrefix);
                    }}
                  >
                    {t('Revoke')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
