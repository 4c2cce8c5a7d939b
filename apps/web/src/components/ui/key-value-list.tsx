// A short list of terms and their values on one line each (e.g. opening hours): term muted, value emphasised.
export interface KeyValueRow {
  key: string;
  term: string;
  value: string;
}

export function KeyValueList({ rows }: { rows: readonly KeyValueRow[] }) {
  return (
    <dl className="mt-2 space-y-1 text-sm">
      {rows.map((row) => (
        <div key={row.key} className="flex justify-between gap-4">
          <dt className="text-ink-muted">{row.term}</dt>
          <dd className="font-medium text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
