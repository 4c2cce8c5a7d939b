// Scores a search function against the judged queries (issue 24 item 1, docs/behaviour/search.md#relevance-judgements):
// NDCG@10 with gains 2^grade − 1 (the ideal from the catalogue, one card per product group), precision@5 of the
// right type (grade ≥ 2), right-type-first rate and zero-result rate, per class and overall. Absent queries
// (nothing of the type exists) count in none of these; `absentAnswered` says how many listed something.
import { grade, isOfType, type JudgedProduct, type JudgedQuery } from './judge.ts';

export type SearchFn = (query: string) => Promise<JudgedProduct[]>;

export interface Scores {
  queries: number;
  ndcg10: number;
  precision5: number;
  rightFirst: number;
  zeroResults: number;
}

export interface QueryScore {
  rule: JudgedQuery;
  grades: number[];
  ndcg10: number;
  precision5: number;
  rightFirst: boolean;
  zero: boolean;
}

const dcg = (grades: readonly number[]) =>
  grades.slice(0, 10).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);

/** The best ten grades the catalogue allows: each product group's best listing, once. */
function idealGrades(rule: JudgedQuery, catalogue: readonly JudgedProduct[]): number[] {
  const best = new Map<string, number>();
  for (const p of catalogue) {
    const g = grade(rule, p);
    const key = p.groupKey ?? p.id;
    if (g > (best.get(key) ?? 0)) best.set(key, g);
  }
  return [...best.values()].sort((a, b) => b - a).slice(0, 10);
}

export async function scoreQueries(
  search: SearchFn,
  queries: readonly JudgedQuery[],
  catalogue: readonly JudgedProduct[],
): Promise<{ perQuery: QueryScore[]; absentAnswered: string[] }> {
  const perQuery: QueryScore[] = [];
  const absentAnswered: string[] = [];
  for (const rule of queries) {
    const results = (await search(rule.query)).slice(0, 10);
    if (rule.absent) {
      if (results.some((p) => isOfType(rule, p) || grade(rule, p) === 0)) absentAnswered.push(rule.query);
      continue;
    }
    const grades = results.map((p) => grade(rule, p));
    const ideal = dcg(idealGrades(rule, catalogue));
    perQuery.push({
      rule,
      grades,
      ndcg10: ideal > 0 ? dcg(grades) / ideal : 0,
      precision5: grades.slice(0, 5).filter((g) => g >= 2).length / 5,
      rightFirst: (grades[0] ?? 0) >= 2,
      zero: results.length === 0,
    });
  }
  return { perQuery, absentAnswered };
}

export function summarise(scores: readonly QueryScore[]): Scores {
  const n = scores.length || 1;
  const mean = (f: (s: QueryScore) => number) => scores.reduce((sum, s) => sum + f(s), 0) / n;
  return {
    queries: scores.length,
    ndcg10: mean((s) => s.ndcg10),
    precision5: mean((s) => s.precision5),
    rightFirst: mean((s) => (s.rightFirst ? 1 : 0)),
    zeroResults: mean((s) => (s.zero ? 1 : 0)),
  };
}

export function byClass(scores: readonly QueryScore[]): Map<string, Scores> {
  const classes = new Map<string, QueryScore[]>();
  for (const s of scores) classes.set(s.rule.class, [...(classes.get(s.rule.class) ?? []), s]);
  return new Map([...classes].map(([c, list]) => [c, summarise(list)]));
}

/** A Markdown table: one row per class, then all. */
export function table(scores: readonly QueryScore[]): string {
  const f = (x: number) => x.toFixed(3);
  const row = (name: string, s: Scores) =>
    `| ${name} | ${s.queries} | ${f(s.ndcg10)} | ${f(s.precision5)} | ${f(s.rightFirst)} | ${f(s.zeroResults)} |`;
  return [
    '| class | queries | NDCG@10 | P@5 right type | right type first | zero results |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...[...byClass(scores)].map(([c, s]) => row(c, s)),
    row('**all**', summarise(scores)),
  ].join('\n');
}
