import { AppError, type ErrorCode } from '../../shared/errors';
import { isChannel, type Channel, type IpcEnvelope, type Res } from '../../shared/ipc';
import type { Service } from '../app';
import type { UserRow } from '../db/entities';
import type { Sessions } from '../accounts/sessions';
import type { AuthedCtx, Ctx } from './caller';
import { requireAccess, type Access } from './guards';
import { Input } from './input';

/** Who is calling: the transport's identity of the window (webContents id, test page). */
export interface CallContext {
  sessionKey: string;
  /**
   * Whether this call counts as the user's activity (default true). The desktop app passes
   * false and reports input events instead (IpcHandlers.noteActivity).
   */
  activity?: boolean;
}

type Handler<C extends Channel> = (ctx: AuthedCtx, input: Input) => Promise<Res<C>> | Res<C>;
type PublicHandler<C extends Channel> = (ctx: Ctx, input: Input) => Promise<Res<C>> | Res<C>;
export type Entry<C extends Channel> =
  | { access: 'public'; handle: PublicHandler<C> }
  | { access: Exclude<Access, 'public'>; handle: Handler<C> };

/**
 * The handlers of some channels. A domain module returns `Handlers<its channels>`: a key that
 * is not a channel of shared/ipc.ts is an excess property, and the merged table in
 * handlers/index.ts is `Handlers<Channel>`, so a channel without a handler fails type-checking.
 */
export type Handlers<K extends Channel> = { [C in K]: Entry<C> };

const toEnvelopeError = (error: unknown): IpcEnvelope<never> => {
  if (error instanceof AppError) {
    return { error: { code: error.code, message: error.message, fields: error.fields } };
  }
  return {
    error: {
      code: 'internal_error' as ErrorCode,
      message: 'Something went wrong in the service. See the log for details.',
      fields: [],
    },
  };
};

/**
 * Runs one call: the caller's session (a disabled or deleted user's ends here), the
 * channel's role check, then its handler. Never throws: every outcome is an envelope.
 */
export async function dispatch(
  table: Handlers<Channel>,
  service: Service,
  sessions: Sessions,
  channel: unknown,
  input: unknown,
  call: CallContext,
): Promise<IpcEnvelope<unknown>> {
  try {
    if (!isChannel(channel)) throw new AppError('not_found', `Unknown channel ${String(channel)}.`);
    const entry = table[channel] as Entry<Channel>;
    const session = sessions.get(call.sessionKey, { activity: call.activity ?? true });
    let user: UserRow | null = null;
    if (session) {
      user =
        service.db
          .prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?')
          .get(session.userId) ?? null;
      if (!user || user.disabled) {
        sessions.end(call.sessionKey);
        user = null;
      }
    }
    const ctx: Ctx = {
      key: call.sessionKey,
      user,
      actor: user ? `user:${user.username}` : 'anonymous',
    };
    if (entry.access === 'public') return { result: await entry.handle(ctx, new Input(input)) };
    requireAccess(entry.access, user);
    return { result: await entry.handle(ctx as AuthedCtx, new Input(input)) };
  } catch (error) {
    if (!(error instanceof AppError))
      service.log.error({ err: error, channel }, 'IPC handler failed');
    return toEnvelopeError(error);
  }
}
