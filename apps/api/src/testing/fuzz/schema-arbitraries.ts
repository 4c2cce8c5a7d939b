// fast-check arbitraries from JSON schemas: values a schema accepts (biased towards ids and pincodes the test
// database really holds, so valid requests reach past "not found"), and the hostile values that should not get in.
import fc from 'fast-check';
import { schemaErrors, type JsonSchema } from './json-schema.ts';

/** Real values of the fuzz world that generated values draw on by field name. */
export interface Hints {
  /** Ids of products, orders, sub-orders, addresses, payment methods, reviews… of the test database. */
  ids: string[];
  /** Pincodes the directory knows. */
  pincodes: string[];
  /** E-mails and phone numbers of the world's accounts. */
  contacts: string[];
}

const ID_NAME = /(^|_)id$|Id$|Ids$|^ids?$/;
const PINCODE_NAME = /pincode|postalCode|zipCode|^code$/i;
const CONTACT_NAME = /email|phone|identifier|^to$/i;

/** Short words a shopper types, so that text fields sometimes hold something ordinary. */
const WORDS = ['phone', 'Samsung', 'saree', 'कुर्ता', 'boAt', 'kitchen', 'a', '1', 'Delhi', 'India', 'Home'];

/** Text that has broken parsers, SQL, regexes, loggers and templates before. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'नमस्ते दुनिया',
  '👩‍👩‍👧‍👦🇮🇳🏳️‍🌈',
  '\uD800',
  'a\uDFFFb',
  '\uFEFF\u200B\u200D',
  "' OR 1=1 --",
  '%',
  '_%_',
  '\\',
  '"',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '${jndi:ldap://x}',
  '{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  ' 12 ',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  '\r\nSet-Cookie: x=1',
  '(((((((((((((((((((((((((((((a*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)*)',
];

export const NASTY_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  -0.5,
  1.0000001,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e308,
  -1e308,
  5e-324,
];

/** A JSON object with an own "__proto__" key, as a client's JSON text would hold it. */
const protoPolluter = (): unknown =>
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}');

/** Any hostile value: nasty text, huge text, odd numbers, wrong shapes, prototype-pollution objects. */
export function nastyValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 1, arbitrary: hugeString() },
    { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
    { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], [[[[]]]], ['a']) },
    { weight: 1, arbitrary: fc.constant(null).map(protoPolluter) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** 10 k to 100 k characters of one repeated piece (cheap to make, expensive to mishandle). */
export function hugeString(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom('x', 'é', '😀', '\u0000', 'ab%', ' '), fc.integer({ min: 10_000, max: 100_000 }))
    .map(([piece, n]) => piece.repeat(Math.ceil(n / piece.length)));
}

const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), hi);

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exMin = schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === 'number';
  const exMax = schema.exclusiveMaximum === true || typeof schema.exclusiveMaximum === 'number';
  const rawMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.minimum;
  const rawMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : schema.maximum;
  const min = clamp(rawMin ?? -1e9, -1e9, 1e9);
  const max = clamp(rawMax ?? 1e9, -1e9, 1e9);
  if (integer) {
    const lo = Math.ceil(min) + (exMin && Number.isInteger(min) ? 1 : 0);
    const hi = Math.floor(max) - (exMax && Number.isInteger(max) ? 1 : 0);
    // Mostly small numbers near the lower bound: pages, limits, quantities and ratings live there.
    return fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: lo, max: Math.min(hi, lo + 10) }) },
      { weight: 1, arbitrary: fc.integer({ min: lo, max: hi }) },
    );
  }
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: exMin, maxExcluded: exMax })
    .map((n) => (Object.is(n, -0) ? 0 : n));
}

function stringArb(schema: JsonSchema, name: string, hints: Hints): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 10_000;
  const fits = (s: string) => {
    const n = [...s].length;
    return n >= minLength && n <= maxLength;
  };
  let base: fc.Arbitrary<string>;
  if (schema.format === 'uuid') base = fc.uuid();
  else if (schema.pattern) base = fc.stringMatching(new RegExp(schema.pattern, 'u'));
  else {
    base = fc.oneof(
      fc.constantFrom(...WORDS),
      fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, Math.max(minLength, 40)) }),
      fc.string({
        unit: 'grapheme-ascii',
        minLength,
        maxLength: Math.min(maxLength, Math.max(minLength, 12)),
      }),
    );
  }
  const real = [
    ...(ID_NAME.test(name) ? hints.ids : []),
    ...(PINCODE_NAME.test(name) ? hints.pincodes : []),
    ...(CONTACT_NAME.test(name) ? hints.contacts : []),
  ].filter((v) => schemaErrors(schema, v).length === 0);
  const generated = base.filter(fits);
  return real.length > 0 ? fc.oneof(fc.constantFrom(...real), generated) : generated;
}

/** Values that `schema` accepts; `name` is the field's name, which picks the hints that fit it. */
export function validValue(schema: JsonSchema, hints: Hints, name = ''): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  let arb: fc.Arbitrary<unknown>;
  if (branches) arb = fc.oneof(...branches.map((b) => validValue(b, hints, name)));
  else if (schema.enum) arb = fc.constantFrom(...schema.enum);
  else if ('const' in schema) arb = fc.constant(schema.const);
  else {
    const type = [schema.type].flat()[0];
    switch (type) {
      case 'string':
        arb = stringArb(schema, name, hints);
        break;
      case 'integer':
      case 'number':
        arb = numberArb(schema, type === 'integer');
        break;
      case 'boolean':
        arb = fc.boolean();
        break;
      case 'array': {
        const minLength = schema.minItems ?? 0;
        const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
        arb = fc.array(validValue(schema.items ?? {}, hints, name), { minLength, maxLength });
        break;
      }
      case 'object':
        arb = objectArb(schema, hints);
        break;
      default:
        arb = fc.jsonValue({ maxDepth: 2 });
    }
  }
  return schema.nullable ? fc.option(arb, { nil: null, freq: 5 }) : arb;
}

function objectArb(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) model[key] = validValue(property, hints, key);
  const required = (schema.required ?? []).filter((k) => k in properties);
  return fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Record<string, unknown>>;
}
