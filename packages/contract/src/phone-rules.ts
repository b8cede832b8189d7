/**
 * The phone and code rules the server checks and the forms check before sending, kept free of
 * zod so a form can take them without the schema library.
 */

/** A mainland China mobile number (spec §5): eleven digits, the first a 1. */
export const MOBILE_PATTERN = /^1\d{10}$/;
export const MOBILE_DIGITS = 11;

/** A verification code sent by SMS or e-mail: six digits. */
export const CODE_PATTERN = /^\d{6}$/;
export const CODE_DIGITS = 6;
