// The fuzzer's verdict on one answer: no 5xx; a body that keeps the schema declared for its status (an undeclared
// 4xx must still be the API's error shape, an undeclared 2xx/3xx is a break); and no 2xx for a request that the
// declared request schemas forbid.
import { coerceParam, schemaErrors, type JsonSchema } from './json-schema.ts';
import type { Operation } from './openapi-operations.ts';
import type { FuzzRequest } from './request-arbitrary.ts';

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * docs/architecture.md#one-error-body: every error is { success: false, error, code, field? } (details may add
 * fields).
 */
const ERROR_SHAPE: JsonSchema = {
  type: 'object',
  properties: {
    success: { type: 'boolean', enum: [false] },
    error: { type: 'string', minLength: 1 },
    code: { type: 'string', minLength: 1 },
    field: { type: 'string' },
  },
  required: ['success', 'error', 'code'],
};

const mediaType = (value: unknown) =>
  String(value ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

function bodyErrors(schema: JsonSchema, answer: Answer, label: string): string[] {
  const type = mediaType(answer.headers['content-type']);
  if (type !== 'application/json') {
    // Images, PDFs and empty 304s are declared as text (`type: string`), anything (no type) or null.
    const textual =
      schema.type === 'string' ||
      (schema.type === undefined && !schema.properties) ||
      (schema.nullable && schema.enum?.[0] === null);
    return textual || answer.body === ''
      ? []
      : [`${label}: ${type || 'no content type'} where JSON is declared`];
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return [`${label}: body is not JSON`];
  }
  return schemaErrors(schema, parsed).map((e) => `${label}: ${e}`);
}

/** Why the declared request schemas forbid this request; empty when they allow it or cannot tell. */
export function requestErrors(op: Operation, req: FuzzRequest): string[] {
  const errors: string[] = [];
  if (req.params) {
    for (const p of op.pathParams) {
      const raw = req.params[p.name] ?? '';
      errors.push(...schemaErrors(p.schema, coerceParam(p.schema, raw), `path.${p.name}`, true));
    }
  } else errors.push('path: not valid UTF-8 percent-encoding');
  if (req.query) {
    for (const p of op.query) {
      // A blank value is read as no value (HTML forms send empty fields); z.coerce reads it as 0.
      const raw = req.query[p.name] === '' ? undefined : req.query[p.name];
      if (raw === undefined) {
        if (p.required) errors.push(`query.${p.name}: required`);
      } else errors.push(...schemaErrors(p.schema, coerceParam(p.schema, raw), `query.${p.name}`, true));
    }
  }
  if (op.body) {
    const type = mediaType(req.headers['content-type']);
    if (req.payload === undefined) {
      if (op.bodyRequired) errors.push('body: required');
    } else if (type !== 'application/json') errors.push(`body: sent as ${type || 'no content type'}`);
    else {
      try {
        errors.push(...schemaErrors(op.body, JSON.parse(req.payload), 'body', true));
      } catch {
        errors.push('body: malformed JSON');
      }
    }
  }
  return errors;
}

/** The ways this answer breaks the API's contract; empty when it keeps it. */
export function verdict(op: Operation, req: FuzzRequest, answer: Answer): string[] {
  const status = answer.statusCode;
  const problems: string[] = [];
  if (status >= 500) problems.push(`server error ${status}: ${answer.body.slice(0, 300)}`);
  const key = String(status);
  if (key in op.responses) {
    const declared = op.responses[key];
    if (declared) problems.push(...bodyErrors(declared, answer, `${status} body`));
  } else if (status >= 400 && status < 500) {
    problems.push(...bodyErrors(ERROR_SHAPE, answer, `undeclared ${status} body`));
  } else if (status < 500) problems.push(`status ${status} is not declared`);
  if (status >= 200 && status < 300) {
    const forbidden = requestErrors(op, req);
    if (forbidden.length > 0)
      problems.push(`accepted a request its schema forbids: ${forbidden.slice(0, 3).join('; ')}`);
  }
  return problems;
}
