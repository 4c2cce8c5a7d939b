// The conformance test's oracle on made-up operations: what it lets pass and what it reports.
import { describe, expect, it } from 'vitest';
import type { Operation } from '../fuzz/openapi-operations.ts';
import { refusesDefaultedField, undeclared } from './declared-answer.ts';

const op = (mediaTypes: Operation['mediaTypes']): Operation => ({
  method: 'GET',
  path: '/api/x',
  pathParams: [],
  query: [],
  body: undefined,
  bodyRequired: false,
  responses: {},
  mediaTypes,
  customer: false,
  seller: false,
});

const answer = (statusCode: number, contentType?: string, bodyBytes = 10) => ({
  statusCode,
  headers: contentType ? { 'content-type': contentType } : {},
  bodyBytes,
});

describe('undeclared', () => {
  const image = op({ '200': ['image/svg+xml'], '304': [], '404': ['application/json'] });

  it('passes a declared status with a declared media type, parameters aside', () => {
    expect(undeclared(image, answer(200, 'image/svg+xml; charset=utf-8'))).toBeNull();
    expect(undeclared(image, answer(404, 'application/json; charset=utf-8'))).toBeNull();
    expect(undeclared(image, answer(304, undefined, 0))).toBeNull();
  });

  it('reports a status the document does not list', () => {
    expect(undeclared(image, answer(414, 'application/json'))).toBe('414 is not declared');
  });

  it('reports a media type the document does not list for that status', () => {
    expect(undeclared(op({ '200': ['application/json'] }), answer(200, 'image/png'))).toBe(
      '200 answers image/png, the document declares application/json',
    );
  });

  it('reports content where none is declared, and none where some is', () => {
    expect(undeclared(image, answer(304, 'application/json', 0))).toBe(
      '304 answers application/json, the document declares no content',
    );
    expect(undeclared(op({ '304': ['application/json'] }), answer(304, undefined, 0))).toBe(
      '304 answers no content, the document declares application/json',
    );
  });

  it('reads ranges and defaults as OpenAPI does', () => {
    expect(undeclared(op({ '200': ['image/*'] }), answer(200, 'image/webp'))).toBeNull();
    expect(undeclared(op({ '4XX': ['application/json'] }), answer(418, 'application/json'))).toBeNull();
    expect(undeclared(op({ default: ['application/json'] }), answer(500, 'application/json'))).toBeNull();
  });
});

describe('refusesDefaultedField', () => {
  it('sees the field refused by name or in the message', () => {
    expect(refusesDefaultedField('country', 400, '{"error":"x","field":"country"}')).toBe(true);
    const message =
      '{"error":"Please fill the following required fields: Address Type","field":"addressType"}';
    expect(refusesDefaultedField('addressType', 400, message)).toBe(true);
    expect(refusesDefaultedField('address.country', 400, '{"error":"Country is required"}')).toBe(true);
  });

  it('ignores other refusals and success', () => {
    expect(refusesDefaultedField('country', 400, '{"error":"Phone is invalid","field":"phone"}')).toBe(false);
    expect(refusesDefaultedField('country', 201, '{"success":true,"country":"India"}')).toBe(false);
  });
});
