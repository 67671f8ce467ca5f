import { validationMessages } from './validation.js';
import { isStorableText } from '../validation/text-field.js';
import { toErrorResponse } from '../filters/error-response.js';
import { HttpException } from '@nestjs/common';

describe('validation helpers', () => {
  it('one message per field; unknown fields named', () => {
    expect(
      validationMessages([
        { property: 'email', constraints: { isEmail: 'Enter a valid email', isNotEmpty: 'x' }, children: [] },
        {
          property: 'role',
          constraints: { whitelistValidation: 'property role should not exist' },
          children: [],
        },
      ]),
    ).toEqual(['Enter a valid email', 'Unknown field: role']);
  });

  it('isStorableText refuses NUL and lone surrogates, accepts any real text', () => {
    expect(isStorableText('Zoë 🚀 李')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('\udc00x')).toBe(false);
    expect(isStorableText(5)).toBe(false);
  });

  it('maps errors to the API shape; unknown errors are a generic 500', () => {
    expect(toErrorResponse(new HttpException('Nope', 403))).toEqual({
      status: 403,
      body: { success: false, errors: [{ msg: 'Nope' }] },
    });
    expect(
      toErrorResponse({ statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE', message: 'x' }).status,
    ).toBe(413);
    const internal = toErrorResponse(new Error('connection string with password'));
    expect(internal.status).toBe(500);
    expect(JSON.stringify(internal.body)).not.toContain('password');
  });
});
