import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { passkeyFailure } from './passkeys';

describe('passkey failures', () => {
  it('keep API codes, and tell a closed prompt from a device registered twice', () => {
    expect(passkeyFailure(new ApiError('PASSKEY_VERIFY_FAILED', 'x', 400))).toBe('errors:PASSKEY_VERIFY_FAILED');
    expect(passkeyFailure(Object.assign(new Error('x'), { name: 'NotAllowedError' }))).toBe('cancelled');
    expect(passkeyFailure({ name: 'WebAuthnError', code: 'ERROR_CEREMONY_ABORTED' })).toBe('cancelled');
    expect(passkeyFailure({ name: 'InvalidStateError' })).toBe('alreadyRegistered');
    expect(passkeyFailure({ code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' })).toBe('alreadyRegistered');
    expect(passkeyFailure(new TypeError('boom'))).toBe('errors:unknown');
    expect(passkeyFailure(null)).toBe('errors:unknown');
  });
});
