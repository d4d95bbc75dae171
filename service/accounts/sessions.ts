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

  /**
   * The live session of this caller; an idle one is ended. `activity: false` reads it without
   * refreshing it: where the shell sees the user's own input (the desktop app), calls are not
   * activity, so a page that polls in the tray does not keep its session alive.
   */
  get(key: string, { activity = true }: { activity?: boolean } = {}): Session | null {
    const session = this.sessions.get(key);
    if (!session) return null;
    const now = this.clock.now();
    if (now - session.lastSeenAt > this.idleMs) {
      this.sessions.delete(key);
      return null;
    }
    if (activity) session.lastSeenAt = now;
    return session;
  }

  /** The user did something in this caller's window (a key, a click). */
  touch(key: string): void {
    this.get(key);
  }

  /** Ends the sessions idle for longer than the limit and returns their keys. */
  endIdle(): string[] {
    const now = this.clock.now();
    const ended: string[] = [];
    for (const [key, s] of this.sessions) {
      if (now - s.lastSeenAt > this.idleMs) {
        this.sessions.delete(key);
        ended.push(key);
      }
    }
    return ended;
  }

  /** Live sessions (idle ones are skipped, not refreshed). */
  *entries(): IterableIterator<[string, Session]> {
    const now = this.clock.now();
    for (const entry of this.sessions) if (now - entry[1].lastSeenAt <= this.idleMs) yield entry;
  }

  /** Ends this caller's session; false when there was none. */
  end(key: string): boolean {
    return this.sessions.delete(key);
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
