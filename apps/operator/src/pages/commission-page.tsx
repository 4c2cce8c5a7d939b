// Commission (docs/behaviour/seller-portal.md#commission-rates): the marketplace's rates per category, sellers'
// overrides and the TCS/TDS rates, with their history; a new rate takes effect now or from a later date and never
// changes a sale already made. Each new rate is in the audit trail (docs/behaviour/operator.md#audit).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@haat/staff-ui/api';
import { Alert, Button, Card, Field, Spinner } from '@haat/staff-ui/ui';
import { api } from '../lib/api.ts';
import { dateTime } from '../lib/format.ts';

interface Rate {
  id: string;
  sellerId: string | null;
  categoryPath: string;
  rateBps: number;
  effectiveFrom: string;
  createdBy: string;
  note: string | null;
}
interface Statutory {
  kind: string;
  rateBps: number;
  effectiveFrom: string;
  createdBy: string;
}

export function CommissionPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [sellerId, setSellerId] = useState('');
  const [categoryPath, setCategoryPath] = useState('');
  const [percent, setPercent] = useState('');
  const [from, setFrom] = useState('');
  const [note, setNote] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['commission'],
    queryFn: () => api<{ rates: Rate[]; statutory: Statutory[] }>('/operator/commission'),
  });
  const add = useMutation({
    mutationFn: (body: object) => api('/operator/commission', { method: 'POST', body }),
    onSuccess: async () => {
      setPercent('');
      setNote('');
      await queryClient.invalidateQueries({ queryKey: ['commission'] });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const value = Number(percent);
    if (percent.trim() === '' || !Number.isFinite(value) || value < 0 || value > 50)
      return setFormError(t('A commission rate is between 0 % and 50 %, in steps of 0.01 %'));
    add.mutate({
      sellerId: sellerId.trim() || null,
      categoryPath: categoryPath.trim(),
      rateBps: Math.round(value * 100),
      ...(from ? { effectiveFrom: new Date(from).toISOString() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };
  const percentOf = (bps: number) =>
    `${(bps / 100).toLocaleString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN')} %`;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-ink">{t('Commission')}</h1>
      <Card>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          <h2 className="text-lg font-semibold sm:col-span-2">{t('Add a rate')}</h2>
          <Field
            label={t('Seller id (empty: every seller)')}
            value={sellerId}
            onChange={(e) => setSellerId(e.target.value)}
          />
          <Field
            label={t('Category path (empty: every category)')}
            hint={t('For example fashion or fashion/shoes')}
            value={categoryPath}
            onChange={(e) => setCategoryPath(e.target.value)}
          />
          <Field
            label={t('Rate (%)')}
            inputMode="decimal"
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
            error={formError ?? undefined}
          />
          <Field
            label={t('Effective from (empty: now)')}
            type="datetime-local"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <div className="sm:col-span-2">
            <Field label={t('Note')} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          </div>
          {add.isError ? (
            <div className="sm:col-span-2">
              <Alert tone="error">
                {add.error instanceof ApiError ? t(add.error.message) : t('Something went wrong. Try again.')}
              </Alert>
            </div>
          ) : null}
          {add.isSuccess ? (
            <div className="sm:col-span-2">
              <Alert tone="success">{t('Done. The change is in the audit trail.')}</Alert>
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <Button type="submit" busy={add.isPending}>
              {t('Add rate')}
            </Button>
          </div>
        </form>
      </Card>
      {query.isPending ? (
        <Spinner label={t('Loading rates…')} />
      ) : query.isError ? (
        <Alert tone="error">
          {query.error instanceof ApiError ? t(query.error.message) : t('Could not load rates.')}
        </Alert>
      ) : (
        <>
          <Card>
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('Commission rates')}>
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="mb-2 text-left text-lg font-semibold text-ink">
                  {t('Commission rates')}
                </caption>
                <thead className="text-ink-muted">
                  <tr>
                    <th className="py-2 pr-3">{t('Seller')}</th>
                    <th className="py-2 pr-3">{t('Category')}</th>
                    <th className="py-2 pr-3">{t('Rate')}</th>
                    <th className="py-2 pr-3">{t('From')}</th>
                    <th className="py-2">{t('Note')}</th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.rates.map((r) => (
                    <tr key={r.id} className="border-t border-line">
                      <td className="py-2 pr-3">{r.sellerId ?? t('Every seller')}</td>
                      <td className="py-2 pr-3">{r.categoryPath || t('Every category')}</td>
                      <td className="py-2 pr-3">{percentOf(r.rateBps)}</td>
                      <td className="py-2 pr-3">{dateTime(r.effectiveFrom, i18n.language)}</td>
                      <td className="py-2">{r.note ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
          <Card>
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('TCS and TDS rates')}>
              <table className="w-full min-w-[28rem] text-left text-sm">
                <caption className="mb-2 text-left text-lg font-semibold text-ink">
                  {t('TCS and TDS rates')}
                </caption>
                <thead className="text-ink-muted">
                  <tr>
                    <th className="py-2 pr-3">{t('Kind')}</th>
                    <th className="py-2 pr-3">{t('Rate')}</th>
                    <th className="py-2">{t('From')}</th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.statutory.map((r) => (
                    <tr key={`${r.kind}-${r.effectiveFrom}`} className="border-t border-line">
                      <td className="py-2 pr-3">
                        {r.kind === 'gst_tcs' ? t('GST TCS') : t('Income-tax TDS')}
                      </td>
                      <td className="py-2 pr-3">{percentOf(r.rateBps)}</td>
                      <td className="py-2">{dateTime(r.effectiveFrom, i18n.language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        </>
      )}
    </div>
  );
}
