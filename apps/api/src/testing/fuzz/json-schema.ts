// The fuzzer's oracle for "does this value satisfy its declared schema": the subset of JSON Schema (OpenAPI 3.0
// dialect, with `nullable`) that the API's generated document uses, checked independently of zod so that a
// difference between what a route accepts and what its document promises shows up as a failure.

export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  description?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FORMATS: Record<string, (s: string) => boolean> = {
  uuid: (s) => UUID.test(s),
  email: (s) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s),
  'date-time': (s) => !Number.isNaN(Date.parse(s)),
};

const patterns = new Map<string, RegExp>();
function regex(pattern: string): RegExp {
  let re = patterns.get(pattern);
  if (!re) {
    re = new RegExp(pattern, 'u');
    patterns.set(pattern, re);
  }
  return re;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      return true;
  }
}

/** Strings are measured in code points, as JSON Schema says (a UTF-16 length would count an emoji twice). */
const length = (s: string) => [...s].length;

/**
 * The ways `value` breaks `schema`, each as "path: reason"; empty when it conforms. `trims`: the API trims text
 * before it measures it (zod's .trim().max()), so a request string is held to maxLength without its surrounding
 * whitespace, which never reaches storage.
 */
export function schemaErrors(schema: JsonSchema, value: unknown, at = '$', trims = false): string[] {
  if (value === null && schema.nullable) return [];
  if (schema.anyOf || schema.oneOf) {
    const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[];
    const matching = branches.filter((b) => schemaErrors(b, value, at, trims).length === 0).length;
    if (matching === 0) return [`${at}: matches none of ${branches.length} alternatives`];
    if (schema.oneOf && matching > 1) return [`${at}: matches ${matching} alternatives of a oneOf`];
  }
  const errors: string[] = [];
  for (const part of schema.allOf ?? []) errors.push(...schemaErrors(part, value, at, trims));
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length > 0 && !types.some((t) => typeMatches(t, value))) {
    return [...errors, `${at}: expected ${types.join('|')}, got ${describe(value)}`];
  }
  if (schema.enum && !schema.enum.some((e) => e === value)) errors.push(`${at}: not one of the enum`);
  if ('const' in schema && schema.const !== value) errors.push(`${at}: not the const`);
  if (typeof value === 'string') errors.push(...stringErrors(schema, value, at, trims));
  if (typeof value === 'number') errors.push(...numberErrors(schema, value, at));
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) errors.push(`${at}: too few items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) errors.push(`${at}: too many items`);
    if (schema.items)
      value.forEach((v, i) => errors.push(...schemaErrors(schema.items!, v, `${at}[${i}]`, trims)));
  }
  if (isObject(value)) errors.push(...objectErrors(schema, value, at, trims));
  return errors;
}

function stringErrors(schema: JsonSchema, value: string, at: string, trims: boolean): string[] {
  const errors: string[] = [];
  if (schema.minLength !== undefined && length(value) < schema.minLength) errors.push(`${at}: too short`);
  const measured = trims ? value.trim() : value;
  if (schema.maxLength !== undefined && length(measured) > schema.maxLength) errors.push(`${at}: too long`);
  if (schema.pattern !== undefined && !regex(schema.pattern).test(value)) {
    errors.push(`${at}: does not match /${schema.pattern}/`);
  }
  const format = schema.format ? FORMATS[schema.format] : undefined;
  if (format && !format(value)) errors.push(`${at}: not a ${schema.format}`);
  return errors;
}

function numberErrors(schema: JsonSchema, value: number, at: string): string[] {
  const errors: string[] = [];
  const { minimum, maximum, exclusiveMinimum: exMin, exclusiveMaximum: exMax } = schema;
  if (minimum !== undefined && (exMin === true ? value <= minimum : value < minimum))
    errors.push(`${at}: < min`);
  if (maximum !== undefined && (exMax === true ? value >= maximum : value > maximum))
    errors.push(`${at}: > max`);
  if (typeof exMin === 'number' && value <= exMin) errors.push(`${at}: <= exclusive min`);
  if (typeof exMax === 'number' && value >= exMax) errors.push(`${at}: >= exclusive max`);
  return errors;
}

function objectErrors(
  schema: JsonSchema,
  value: Record<string, unknown>,
  at: string,
  trims: boolean,
): string[] {
  const errors: string[] = [];
  for (const key of schema.required ?? []) {
    if (!Object.hasOwn(value, key) || value[key] === undefined) errors.push(`${at}.${key}: required`);
  }
  const properties = schema.properties ?? {};
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    const declared = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (declared) errors.push(...schemaErrors(declared, v, `${at}.${key}`, trims));
    else if (schema.additionalProperties === false) errors.push(`${at}.${key}: not allowed`);
    else if (isObject(schema.additionalProperties)) {
      errors.push(...schemaErrors(schema.additionalProperties, v, `${at}.${key}`, trims));
    }
  }
  return errors;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return typeof value;
}

/**
 * A query or path value (a string, or strings when a key repeats) read as its schema's type, the way a JSON
 * Schema validator with type coercion reads it: numbers from numeric text, booleans from "true"/"false".
 * Answers `undefined` when the text cannot be that type, so the caller's schema check fails on it.
 */
export function coerceParam(schema: JsonSchema, raw: string | string[]): unknown {
  if (Array.isArray(raw))
    return schema.type === 'array' ? raw.map((r) => coerceParam(schema.items ?? {}, r)) : raw;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    for (const option of options) {
      const value = coerceParam(option, raw);
      if (schemaErrors(option, value).length === 0) return value;
    }
    return raw;
  }
  switch (schema.type) {
    case 'number':
    case 'integer':
      return raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : raw;
    default:
      return raw;
  }
}
