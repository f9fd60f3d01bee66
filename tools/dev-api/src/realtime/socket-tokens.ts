import { randomBytes } from 'node:crypto';

/** How long a socket token from POST /api/socket may be used. */
const TOKEN_TTL_MS = 5 * 60_000;

/**
 * Tokens POST /api/socket issues and the socket.io server checks: each is for one user and one
 * handshake (the client fetches a fresh one on every attempt).
 *
 * @example
 * const tokens = createSocketTokens();
 * const token = tokens.issue('42');
 * tokens.take(token); // '42'
 * tokens.take(token); // undefined
 */
export interface SocketTokens {
  /** A new token for a user. */
  issue(userId: string): string;
  /** The user a valid token was given to, without using it up. */
  userOf(token: string): string | undefined;
  /** The user a valid token was given to; the token is used up. */
  take(token: unknown): string | undefined;
}

/**
 * Creates an empty token registry, shared by the /api/socket handler and the socket.io server.
 *
 * @example
 * const tokens = createSocketTokens();
 */
export function createSocketTokens(now: () => number = Date.now): SocketTokens {
  const tokens = new Map<string, { userId: string; expires: number }>();
  return {
    issue(userId) {
      const token = randomBytes(16).toString('hex');
      tokens.set(token, { userId, expires: now() + TOKEN_TTL_MS });
      return token;
    },
    userOf(token) {
      const entry = tokens.get(token);
      return entry && entry.expires >= now() ? entry.userId : undefined;
    },
    take(token) {
      if (typeof token !== 'string') return undefined;
      const entry = tokens.get(token);
      tokens.delete(token);
      return entry && entry.expires >= now() ? entry.userId : undefined;
    },
  };
}
