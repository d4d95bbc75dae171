import type { Clock } from '../util/clock';

export interface Session {
  userId: string;
  startedAt: number;
  lastSeenAt: number;
}

export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;

/**
 * Signed-in users, kept in main: the renderer holds no token. A session is keyed by the
 * caller's transport identity (the window's webContents id in Electron, a page in tests),
 * so a page can only act as the user who signed in through it.
 */
export class Sessions {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly clock: Clock,
    private readonly idleMs = SESSION_IDLE_MS,
  ) {}

  start(key: string, userId: string): Session {
    const now = this.clock.now();
    const session = { userId, startedAt: now, lastSeenAt: now };
    this.sessions.set(key, session);
    return session;
  }

  /** The live session of this caller, refreshed; an idle one is ended. */
  get(key: string): Session | null {
    const session = this.sessions.get(key);
    if (!session) return null;
    const now = this.clock.now();
    if (now - session.lastSeenAt > this.idleMs) {
      this.sessions.delete(key);
      return null;
    }
    session.lastSeenAt = now;
    return session;
  }

  /** Live sessions (idle ones are skipped, not refreshed). */
  *entries(): IterableIterator<[string, Session]> {
    const now = this.clock.now();
    for (const entry of this.sessions) if (now - entry[1].lastSeenAt <= this.idleMs) yield entry;
  }

  end(key: string): void {
    this.sessions.delete(key);
  }

  /** Ends every session of a user (disabled account, password reset). */
  endUser(userId: string): string[] {
    const ended: string[] = [];
    for (const [key, s] of this.sessions) {
      if (s.userId === userId) {
        this.sessions.delete(key);
        ended.push(key);
      }
    }
    return ended;
  }
}
