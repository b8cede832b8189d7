import { useEffect, useState } from 'react';

/**
 * Whether this device can unlock with a fingerprint, face or screen lock through WebAuthn.
 * Anything short of a clear yes (old browser, insecure page, a throwing check) is a no.
 */
export async function isPlatformAuthenticatorAvailable(): Promise<boolean> {
  try {
    if (typeof PublicKeyCredential === 'undefined') return false;
    return await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable();
  } catch {
    return false;
  }
}

/** False until the device has answered, so passkey controls never flash on and off. */
export function usePlatformAuthenticator(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let current = true;
    void isPlatformAuthenticatorAvailable().then((answer) => current && setAvailable(answer));
    return () => {
      current = false;
    };
  }, []);
  return available;
}
