// The hostile parts of fuzzed requests that do not depend on an endpoint: false credentials, wrong content types,
// malformed JSON texts and the extra keys of mass assignment and prototype pollution.

/** Bearer values that are no credential at all. */
export const GARBAGE_AUTH = [
  'Bearer ',
  'Bearer x',
  `Bearer ${'a'.repeat(10_000)}`,
  'Basic dXNlcjpwYXNz',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
  'Token abc',
];

export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/vnd.api+json',
  'application/octet-stream',
  'image/png',
];

export const MALFORMED_JSON = [
  '',
  '{',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  'NaN',
  'undefined',
  '\uFEFF{}',
  '{"a":1}{"b":2}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '['.repeat(5000),
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
];

export const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'userId',
  'isAdmin',
  '',
  'x'.repeat(300),
  '💥',
];
