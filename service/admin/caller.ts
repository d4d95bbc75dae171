import type { UserRow } from '../db/entities';

/** Who a handler runs for: the session's key, its user when signed in, and the audit's actor. */
export interface Ctx {
  key: string;
  user: UserRow | null;
  actor: string;
}

/** A signed-in caller. */
export interface AuthedCtx extends Ctx {
  user: UserRow;
}
