/**
 * U+0000, which PostgreSQL's text and jsonb cannot hold, and a UTF-16 surrogate without its
 * partner, which is no Unicode character at all (it cannot be encoded as UTF-8). Free of zod,
 * so the browser's upload rules can use it.
 */
// The NUL is what this pattern exists to find.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (value: string): boolean => !UNSTORABLE.test(value);
