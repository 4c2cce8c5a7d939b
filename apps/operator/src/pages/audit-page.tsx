// The audit trail (docs/behaviour/operator.md#audit): every operator action, newest first, 50 at a time, with what
// changed; the whole trail downloads as CSV.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@haat/staff-ui/api';
import { Alert, Button, Card, Spinner } from '@haat/staff-ui/ui';
import { api, download } from '../lib/api.ts';
import { dateTime } from '../lib/format.ts';

interface AuditEntry {
  id: number;
  operatorEmail: string;
  action: string;
  subjectType: string;
  subjectId: string;
  reason: string | null;
  before: unknown;
  after: unknown;
  at: string;
}

export function AuditPage() {
  const { t, i18n } = useTranslation();
  const [csvError, setCsvError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const query = useInfiniteQuery({
    queryKey: ['audit'],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) =>
      api<{ entries: AuditEntry[]; nextBefore: number | null }>(
        `/operator/audit?limit=50${pageParam ? `&before=${pageParam}` : ''}`,
      ),
    getNextPageParam: (last) => last.nextBefore,
  });
  const onCsv = async () => {
    setCsvError(null);
    setDownloading(true);
    try {
      await download(
        '/operator/audit.csv',
        `haat-operator-audit-${new Date().toISOString().slice(0, 10)}.csv`,
        'text/csv',
      );
    } catch (err) {
      setCsvError(err instanceof ApiError ? t(err.message) : t('Could not download the CSV.'));
    } finally {
      setDownloading(false);
    }
  };
  const entries = query.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-bold text-ink">{t('Audit trail')}</h1>
        <Button tone="secondary" busy={downloading} onClick={() => void onCsv()}>
          {t('Download CSV')}
        </Button>
      </div>
      {csvError ? <Alert tone="error">{csvError}</Alert> : null}
      {query.isPending ? (
        <Spinner label={t('Loading the audit trail…')} />
      ) : query.isError ? (
        <Alert tone="error">
          {query.error instanceof ApiError ? t(query.error.message) : t('Could not load the audit trail.')}
        </Alert>
      ) : entries.length === 0 ? (
        <Card>
          <p className="text-ink-muted">{t('No operator action yet.')}</p>
        </Card>
      ) : (
        <ol className="space-y-2">
          {entries.map((e) => (
            <li key={e.id}>
              <Card className="space-y-1 text-sm">
                <p>
                  <span className="font-mono font-semibold">{e.action}</span> · {e.subjectType}{' '}
                  <span className="font-mono">{e.subjectId}</span>
                </p>
                <p className="text-ink-muted">
                  {e.operatorEmail} · {dateTime(e.at, i18n.language)}
                </p>
                {e.reason ? (
                  <p>
                    {t('Reason')}: {e.reason}
                  </p>
                ) : null}
                <details>
                  <summary className="cursor-pointer text-brand-700">{t('Before and after')}</summary>
                  <pre tabIndex={0} className="mt-1 overflow-x-auto rounded bg-page p-2 text-xs">
                    {JSON.stringify({ before: e.before, after: e.after }, null, 2)}
                  </pre>
                </details>
              </Card>
            </li>
          ))}
        </ol>
      )}
      {query.hasNextPage ? (
        <Button tone="secondary" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('Show older')}
        </Button>
      ) : null}
    </div>
  );
}
