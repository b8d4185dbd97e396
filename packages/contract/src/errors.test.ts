import { describe, expect, it } from 'vitest';
import { ERROR_CODES, fieldErrorsFromIssues, HTTP_STATUS_BY_CODE, isErrorShape, nonConformingError } from './index';

describe('error codes', () => {
  it('lists the 17 codes of the spec, each with an HTTP status', () => {
    expect(ERROR_CODES).toHaveLength(17);
    expect(Object.keys(HTTP_STATUS_BY_CODE).sort()).toEqual([...ERROR_CODES].sort());
    expect(HTTP_STATUS_BY_CODE).toMatchObject({
      invalid_argument: 400,
      unauthenticated: 401,
      permission_denied: 403,
      not_found: 404,
      already_exists: 409,
      failed_precondition: 412,
      resource_exhausted: 429,
      internal: 500,
    });
  });
});

describe('fieldErrorsFromIssues', () => {
  it('keeps the first message of each field, joins nested paths with dots and names the root _', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['phone'], message: 'Phone number is too short' },
        { path: ['phone'], message: 'Phone number is not a valid UAE number' },
        { path: ['address', 'line1'], message: 'This field is required' },
        { path: [], message: 'Invalid input' },
      ]),
    ).toEqual([
      { field: 'phone', message: 'Phone number is too short' },
      { field: 'address.line1', message: 'This field is required' },
      { field: '_', message: 'Invalid input' },
    ]);
  });
});

describe('the error shape', () => {
  it('recognises {code, message, details} with valid field errors only', () => {
    expect(isErrorShape({ code: 'not_found', message: 'Email not found', details: {}, status: 'NOTFOUND' })).toBe(true);
    expect(
      isErrorShape({ code: 'invalid_argument', message: 'x', details: { fields: [{ field: 'email', message: 'y' }] } }),
    ).toBe(true);
    expect(isErrorShape({ code: 'nope', message: 'x', details: {} })).toBe(false);
    expect(isErrorShape({ code: 'internal', message: 'x' })).toBe(false);
    expect(isErrorShape({ code: 'internal', message: 'x', details: { fields: [{ field: 1 }] } })).toBe(false);
    expect(isErrorShape('internal')).toBe(false);
  });

  it("turns an answer outside the shape into code unknown with 'request failed: status {n}' plus the body", () => {
    expect(nonConformingError(502, '<html>Bad gateway</html>')).toEqual({
      code: 'unknown',
      message: 'request failed: status 502 <html>Bad gateway</html>',
      details: {},
    });
    expect(nonConformingError(500, '')).toEqual({
      code: 'unknown',
      message: 'request failed: status 500',
      details: {},
    });
  });
});
