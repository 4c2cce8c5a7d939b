// The operator audit trail (docs/behaviour/operator.md#audit): every operator action runs in one transaction that
// also appends exactly one operator_audit row (who, what, when, before and after). The table refuses UPDATE,
// DELETE and TRUNCATE (a trigger of migration 0021), so the trail only grows.
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorAudit } from '../../db/schema/operator.ts';
import type { ConsoleOperator } from './operator-auth.ts';

export interface AuditEntry {
  action: string;
  subjectType: string;
  subjectId: string;
  reason?: string | null;
}

export interface AuditedOutcome<T> {
  before: unknown;
  after: unknown;
  result: T;
}

/** Runs the action and writes its audit row in the same transaction: both happen, or neither. */
export async function audited<T>(
  db: Db,
  operator: Pick<ConsoleOperator, 'operatorId' | 'email'>,
  entry: AuditEntry,
  action: (tx: Db) => Promise<AuditedOutcome<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const outcome = await action(tx);
    await tx.insert(operatorAudit).values({
      operatorId: operator.operatorId,
      operatorEmail: operator.email,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      reason: entry.reason ?? null,
      before: outcome.before ?? null,
      after: outcome.after ?? null,
    });
    return outcome.result;
  });
}

export interface AuditQuery {
  /** Rows older than this id (the page before). */
  before?: number | undefined;
  limit: number;
  subjectType?: string | undefined;
  subjectId?: string | undefined;
  action?: string | undefined;
}

function whereOf(q: Omit<AuditQuery, 'limit'>): SQL | undefined {
  return and(
    q.before === undefined ? undefined : lt(operatorAudit.id, q.before),
    q.subjectType ? eq(operatorAudit.subjectType, q.subjectType) : undefined,
    q.subjectId ? eq(operatorAudit.subjectId, q.subjectId) : undefined,
    q.action ? eq(operatorAudit.action, q.action) : undefined,
  );
}

export async function auditPage(db: Db, q: AuditQuery) {
  const rows = await db
    .select()
    .from(operatorAudit)
    .where(whereOf(q))
    .orderBy(desc(operatorAudit.id))
    .limit(q.limit + 1);
  return {
    entries: rows.slice(0, q.limit).map((r) => ({ ...r, at: r.at.toISOString() })),
    nextBefore: rows.length > q.limit ? (rows[q.limit - 1]?.id ?? null) : null,
  };
}

/** A CSV field: quoted, quotes doubled; a leading = + - @ is prefixed with ' so a spreadsheet runs no formula. */
function csvField(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const AUDIT_CSV_MAX_ROWS = 50_000;

/** The trail as CSV (RFC 4180, CRLF), newest first, at most AUDIT_CSV_MAX_ROWS rows. */
export async function auditCsv(db: Db, q: Omit<AuditQuery, 'limit' | 'before'>): Promise<string> {
  const rows = await db
    .select()
    .from(operatorAudit)
    .where(whereOf(q))
    .orderBy(desc(operatorAudit.id))
    .limit(AUDIT_CSV_MAX_ROWS);
  const header = [
    'id',
    'at',
    'operator',
    'action',
    'subject_type',
    'subject_id',
    'reason',
    'before',
    'after',
  ];
  const lines = rows.map((r) =>
    [
      r.id,
      r.at.toISOString(),
      r.operatorEmail,
      r.action,
      r.subjectType,
      r.subjectId,
      r.reason,
      r.before,
      r.after,
    ]
      .map(csvField)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}

/** Rows in the trail (the tests' count). */
export async function auditCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(operatorAudit);
  return row?.n ?? 0;
}
