// The conformance test's oracle: does an answer's status and media type appear among what the OpenAPI document
// declares for its operation? A status the document does not list, a media type it does not list for that status,
// a body where it declares none (a 304) or none where it declares one, is a difference.
import type { Operation } from '../fuzz/openapi-operations.ts';

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  /** The body's length in bytes. */
  bodyBytes: number;
}

/** 'image/svg+xml; charset=utf-8' → 'image/svg+xml'; '' when there is no Content-Type. */
export function mediaTypeOf(contentType: unknown): string {
  const value = Array.isArray(contentType) ? contentType[0] : contentType;
  return String(value ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
}

/** A declared media range covers a type: 'image/*' covers 'image/png', '*\/*' covers anything. */
function covers(range: string, type: string): boolean {
  if (range === type || range === '*/*') return true;
  return range.endsWith('/*') && type.startsWith(range.slice(0, -1));
}

/** The declared media types for a status: the exact code first, then its class (4XX), then `default`. */
function declaredFor(op: Operation, status: number): string[] | undefined {
  const m = op.mediaTypes;
  return m[String(status)] ?? m[`${String(status)[0]}XX`] ?? m.default;
}

/** Why this answer is not what the document declares, in words; null when it is declared. */
export function undeclared(op: Operation, answer: Answer): string | null {
  const status = answer.statusCode;
  const declared = declaredFor(op, status);
  if (declared === undefined) return `${status} is not declared`;
  const type = mediaTypeOf(answer.headers['content-type']);
  if (declared.length === 0) {
    return answer.bodyBytes === 0 && type === ''
      ? null
      : `${status} answers ${type || 'a body'}, the document declares no content`;
  }
  if (type === '') {
    return answer.bodyBytes === 0
      ? `${status} answers no content, the document declares ${declared.join(' or ')}`
      : `${status} answers a body without a Content-Type, the document declares ${declared.join(' or ')}`;
  }
  return declared.some((range) => covers(range, type))
    ? null
    : `${status} answers ${type}, the document declares ${declared.join(' or ')}`;
}

/**
 * Whether a 4xx answer to a request that left out a field with a documented default refuses that very field (by
 * `field`, or by naming it in the message, as the address book's "Please fill … Country" does): the document then
 * promises a default the server does not apply.
 */
export function refusesDefaultedField(path: string, statusCode: number, body: string): boolean {
  if (statusCode < 400 || statusCode >= 500) return false;
  let answer: { error?: unknown; field?: unknown };
  try {
    answer = JSON.parse(body) as typeof answer;
  } catch {
    return false;
  }
  const name = path.split('.').at(-1)!.toLowerCase();
  const squeezed = (s: unknown) => (typeof s === 'string' ? s.toLowerCase().replace(/[\s_-]/g, '') : '');
  return (
    answer.field === path || squeezed(answer.field).endsWith(name) || squeezed(answer.error).includes(name)
  );
}
