import { createPrivateKey } from 'node:crypto';

const toBigInt = (bytes: Buffer): bigint => BigInt(`0x${bytes.toString('hex') || '0'}`);

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

/**
 * RSA decryption with PKCS #1 v1.5 padding, which 极光 uses for the phone number it returns.
 * Node 20 refuses this padding in `privateDecrypt` (CVE-2023-46809, a timing oracle when an
 * attacker can submit ciphertexts); here the ciphertext only ever comes from 极光's answer over
 * TLS, never from a client, so that attack has no way in. Undefined when the padding is wrong.
 */
export function decryptPkcs1(privateKeyPem: string, ciphertextBase64: string): string | undefined {
  const jwk = createPrivateKey(privateKeyPem).export({ format: 'jwk' });
  const [n, p, q, dp, dq, qi] = [jwk.n, jwk.p, jwk.q, jwk.dp, jwk.dq, jwk.qi].map((part) =>
    toBigInt(Buffer.from(part!, 'base64url')),
  ) as [bigint, bigint, bigint, bigint, bigint, bigint];
  const size = Buffer.from(jwk.n!, 'base64url').length;
  const c = toBigInt(Buffer.from(ciphertextBase64, 'base64'));
  // The Chinese remainder theorem: two half-size exponentiations instead of one full one.
  const m1 = modPow(c, dp, p);
  const m2 = modPow(c, dq, q);
  const h = (qi * (((m1 - m2) % p) + p)) % p;
  const plain = (m2 + h * q) % n;
  const bytes = Buffer.from(plain.toString(16).padStart(size * 2, '0'), 'hex');
  // 00 02, at least eight non-zero padding bytes, 00, the message.
  const end = bytes.indexOf(0, 2);
  if (bytes[0] !== 0 || bytes[1] !== 2 || end < 10) return undefined;
  return bytes.subarray(end + 1).toString();
}
