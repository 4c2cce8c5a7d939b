// Operator rows and console sessions (docs/behaviour/operator.md#sign-in): the queries of operator-auth.ts.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operators, operatorSessions } from '../../db/schema/operator.ts';

/** The new operator's id, or undefined when the e-mail is taken. */
export async function insertOperator(
  db: Db,
  row: { email: string; name: string; passwordHash: string; totpSecret: string },
): Promise<string | undefined> {
  const [created] = await db
    .insert(operators)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: operators.id });
  return created?.id;
}

export async function findActiveOperatorByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: operators.id, passwordHash: operators.passwordHash })
    .from(operators)
    .where(and(eq(operators.email, email), isNull(operators.disabledAt)));
  return row;
}

export async function insertOperatorSession(
  db: Db,
  row: { operatorId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(operatorSessions).values(row);
}

/** A session neither revoked nor expired, of an operator not disabled. */
export async function findLiveSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      secondFactorAt: operatorSessions.secondFactorAt,
      operatorId: operators.id,
      email: operators.email,
      name: operators.name,
      totpSecret: operators.totpSecret,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
        isNull(operators.disabledAt),
        gt(operatorSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Records the TOTP step as used when it is later than the last one used (a code is good once), and completes the
 * session, in one transaction; false when the step was used already.
 */
export async function completeSecondFactor(
  db: Db,
  input: { operatorId: string; sessionId: string; step: number; expiresAt: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(operators)
      .set({ totpLastStep: input.step })
      .where(
        and(
          eq(operators.id, input.operatorId),
          sql`(${operators.totpLastStep} is null or ${operators.totpLastStep} < ${input.step})`,
        ),
      )
      .returning({ id: operators.id });
    if (!updated) return false;
    await tx
      .update(operatorSessions)
      .set({ secondFactorAt: sql`now()`, expiresAt: input.expiresAt })
      .where(eq(operatorSessions.id, input.sessionId));
    return true;
  });
}

/** One more wrong code on the session; answers how many it has had. */
export async function countWrongCode(db: Db, sessionId: string): Promise<number> {
  const [after] = await db
    .update(operatorSessions)
    .set({ failedCodes: sql`${operatorSessions.failedCodes} + 1` })
    .where(eq(operatorSessions.id, sessionId))
    .returning({ failedCodes: operatorSessions.failedCodes });
  return after?.failedCodes ?? Number.MAX_SAFE_INTEGER;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}
