/**
 * Raised by the API client when the server refuses the token (missing, expired, revoked,
 * closed account); the app shell listens and sends the user to the login page.
 */
const listeners = new Set<() => void>();

export const loginRequired = {
  announce(): void {
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
