// Listings by CSV file (docs/behaviour/seller-portal.md#bulk-upload): the template, a file chosen on the phone or
// computer, a dry run that lists every problem by row and column, then the import of the listings without problems,
// and what it did. The API checks with the listing form's rules; nothing is written before Import.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  LISTING_CSV_LIMITS,
  LISTING_CSV_MESSAGES,
  listingCsvResultSchema,
  listingCsvTemplate,
  type ListingCsvResult,
} from '@haat/domain/sellers/listing-csv';
import { ApiError, apiOrigin, NETWORK_MESSAGE, saveFile } from '@haat/staff-ui/api';
import { Alert, Button, Card, Spinner } from '@haat/staff-ui/ui';
import { meQuery } from '../lib/queries.ts';
import { getToken, signOut } from '../lib/session.ts';

/** Errors shown in the table; the rest are counted (a file of 2,000 bad rows would make a page no phone scrolls). */
const ERRORS_SHOWN = 200;

async function sendCsv(csv: string, query: { dryRun: boolean; submit: boolean }): Promise<ListingCsvResult> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(
      `${apiOrigin()}/api/seller-portal/listings/upload?dryRun=${query.dryRun}&submit=${query.submit}`,
      {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'text/csv; charset=utf-8',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: csv,
        // A 2,000-row import on a slow phone connection and a busy server takes longer than a form's call.
        signal: AbortSignal.timeout(120_000),
      },
    );
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE, undefined, undefined);
  }
  const json = (await res.json().catch(() => ({}))) as { error?: string; code?: string; field?: string };
  if (!res.ok) {
    if (res.status === 401 && token) signOut();
    if (res.status === 413)
      throw new ApiError(413, json.error ?? LISTING_CSV_MESSAGES.tooLarge, json.code, undefined);
    throw new ApiError(res.status, json.error ?? NETWORK_MESSAGE, json.code, json.field);
  }
  return listingCsvResultSchema.parse(json);
}

function downloadTemplate() {
  saveFile(
    new Blob([listingCsvTemplate()], { type: 'text/csv;charset=utf-8' }),
    'haat-listings-template.csv',
  );
}

function Summary({ result }: { result: ListingCsvResult }) {
  const { t } = useTranslation();
  const rows: Array<[string, { listings: number; variants: number }]> = [
    [result.dryRun ? t('Ready to import') : t('Imported'), result.imported],
    [t('Already listed (skipped)'), result.alreadyListed],
    [t('Not imported: rows with problems'), result.refused],
  ];
  return (
    <dl className="grid gap-2 sm:grid-cols-3">
      {rows.map(([label, n]) => (
        <div key={label} className="rounded-lg border border-line bg-white p-3">
          <dt className="text-sm text-ink-muted">{label}</dt>
          <dd className="text-base font-semibold">
            {t('Listings: {{listings}} · variants: {{variants}}', n)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ErrorTable({ result }: { result: ListingCsvResult }) {
  const { t } = useTranslation();
  const shown = result.errors.slice(0, ERRORS_SHOWN);
  return (
    <div className="space-y-2">
      <h2 className="text-lg font-semibold">
        {t('Problems to fix: {{count}}', { count: result.errors.length })}
      </h2>
      <div className="overflow-x-auto rounded-lg border border-line bg-white">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('Problems in the file, by row and column')}</caption>
          <thead className="bg-page text-ink-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t('Row')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t('Column')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t('Problem')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {shown.map((e) => (
              <tr key={`${e.row}-${e.column}-${e.message}`}>
                <td className="px-3 py-2 align-top font-semibold tabular-nums">{e.row}</td>
                <td className="px-3 py-2 align-top font-mono text-xs break-all">{e.column ?? '—'}</td>
                <td className="px-3 py-2 align-top">
                  {t(e.message)}
                  {e.group ? (
                    <span className="block text-xs text-ink-muted">
                      {t('Group {{group}}', { group: e.group })}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {result.errors.length > shown.length ? (
        <p className="text-sm text-ink-muted">
          {t('More problems not shown: {{count}}. Fix these and check the file again', {
            count: result.errors.length - shown.length,
          })}
        </p>
      ) : null}
    </div>
  );
}

export function UploadPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);
  const fileId = useId();
  const submitId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [submit, setSubmit] = useState(false);
  const [result, setResult] = useState<ListingCsvResult | null>(null);

  const send = useMutation({
    mutationFn: ({ dryRun }: { dryRun: boolean }) => {
      if (!file) throw new ApiError(400, LISTING_CSV_MESSAGES.empty, undefined, 'file');
      return sendCsv(file.text, { dryRun, submit });
    },
    onSuccess: (answer) => {
      setResult(answer);
      if (!answer.dryRun) void queryClient.invalidateQueries({ queryKey: ['seller', 'listings'] });
    },
  });

  const choose = async (chosen: File | undefined) => {
    setResult(null);
    send.reset();
    setFile(null);
    setFileError(null);
    if (!chosen) return;
    if (chosen.size > LISTING_CSV_LIMITS.maxBytes) {
      setFileError(LISTING_CSV_MESSAGES.tooLarge);
      return;
    }
    setFile({ name: chosen.name, text: await chosen.text() });
  };

  if (me.isPending) return <Spinner label={t('Loading…')} />;
  const approved = me.data?.status === 'approved';
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <title>{t('Upload listings | Haat Seller Central')}</title>
      <div className="space-y-1">
        <Link to="/listings" className="text-sm font-medium text-brand-700 hover:underline">
          {t('← Listings')}
        </Link>
        <h1 className="text-2xl font-bold">{t('Upload listings from a CSV file')}</h1>
      </div>
      {!approved ? (
        <Alert tone="info">{t('Your account is waiting for review: this opens once it is approved')}</Alert>
      ) : (
        <>
          <Card>
            <h2 className="mb-2 text-lg font-semibold">{t('1. Fill in the template')}</h2>
            <ul className="mb-3 list-disc space-y-1 ps-5 text-sm text-ink-muted">
              <li>{t('One row per variant; the rows of one product share the same group.')}</li>
              <li>{t('Product details go on the first row of a group; later rows may leave them empty.')}</li>
              <li>
                {t('Several bullet points or specifications go in one cell, separated by |, as Name: value.')}
              </li>
              <li>{t('Save as CSV (UTF-8). At most 2,000 rows and 2 MB a file.')}</li>
            </ul>
            <Button tone="secondary" onClick={downloadTemplate}>
              <Download className="size-5" aria-hidden />
              {t('Download the template')}
            </Button>
          </Card>

          <Card>
            <h2 className="mb-3 text-lg font-semibold">{t('2. Check and import')}</h2>
            <div className="space-y-3">
              <div className="space-y-1">
                <label htmlFor={fileId} className="block text-sm font-medium">
                  {t('CSV file')}
                </label>
                <input
                  ref={inputRef}
                  id={fileId}
                  type="file"
                  accept=".csv,text/csv"
                  aria-invalid={fileError ? true : undefined}
                  aria-describedby={fileError ? `${fileId}-error` : undefined}
                  onChange={(e) => void choose(e.target.files?.[0])}
                  className="block w-full rounded-lg border border-line bg-white p-2 text-base file:me-3 file:min-h-10 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800"
                />
                {fileError ? (
                  <p id={`${fileId}-error`} role="alert" className="text-sm text-danger">
                    {t(fileError)}
                  </p>
                ) : null}
              </div>
              <div className="flex items-start gap-3">
                <input
                  id={submitId}
                  type="checkbox"
                  checked={submit}
                  onChange={(e) => setSubmit(e.target.checked)}
                  className="mt-1 size-5 accent-brand-700"
                />
                <label htmlFor={submitId} className="text-sm">
                  {t('Submit them for review at once')}
                  <span className="block text-ink-muted">
                    {t('Otherwise they are saved as drafts to look over on the Listings page.')}
                  </span>
                </label>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  tone="secondary"
                  disabled={!file}
                  busy={send.isPending && send.variables?.dryRun === true}
                  onClick={() => send.mutate({ dryRun: true })}
                >
                  <FileUp className="size-5" aria-hidden />
                  {t('Check the file')}
                </Button>
                <Button
                  disabled={!file || (result !== null && result.dryRun && result.imported.listings === 0)}
                  busy={send.isPending && send.variables?.dryRun === false}
                  onClick={() => send.mutate({ dryRun: false })}
                >
                  {result?.dryRun && result.imported.listings > 0
                    ? t('Import listings: {{count}}', { count: result.imported.listings })
                    : t('Import')}
                </Button>
              </div>
            </div>
          </Card>

          <div aria-live="polite" className="space-y-4">
            {send.isPending ? (
              <Spinner label={send.variables?.dryRun ? t('Checking the file…') : t('Importing…')} />
            ) : null}
            {send.error ? (
              <Alert tone="error">
                {t(send.error.message)}
                {send.error instanceof ApiError && send.error.status === 409
                  ? ` ${t('Check the file again.')}`
                  : ''}
              </Alert>
            ) : null}
            {result && !send.isPending ? (
              <section className="space-y-3" aria-label={t('Result')}>
                {result.dryRun ? (
                  <Alert tone={result.errors.length === 0 ? 'success' : 'info'}>
                    {result.errors.length === 0
                      ? t('No problems found in {{rows}} rows. Nothing is imported until you press Import.', {
                          rows: result.rows,
                        })
                      : t(
                          'Checked {{rows}} rows. Listings with problems are not imported; the others can be imported now.',
                          { rows: result.rows },
                        )}
                  </Alert>
                ) : (
                  <Alert tone="success">
                    {result.imported.listings === 0
                      ? t('Nothing new to import.')
                      : submit
                        ? t('Listings imported and sent for review: {{count}}.', {
                            count: result.imported.listings,
                          })
                        : t('Listings imported as drafts: {{count}}.', {
                            count: result.imported.listings,
                          })}{' '}
                    <Link to="/listings" className="font-semibold underline">
                      {t('See your listings')}
                    </Link>
                  </Alert>
                )}
                {file ? <p className="text-sm text-ink-muted break-all">{file.name}</p> : null}
                <Summary result={result} />
                {result.errors.length > 0 ? <ErrorTable result={result} /> : null}
              </section>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
