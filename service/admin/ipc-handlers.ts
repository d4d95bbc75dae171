import type { Channel, IpcEnvelope, Req, Res } from '../../shared/ipc';
import type { Service } from '../app';
import type { Users } from '../accounts/users';
import { Sessions } from '../accounts/sessions';
import { dispatch, type CallContext, type Handlers } from './dispatch';
import { Guards } from './guards';
import { handlerTable } from './handlers';
import { AdminKit, type HandlerOptions } from './kit';
import { Pushes, type PushListener } from './pushes';

export type { CallContext } from './dispatch';
export type { HandlerOptions, TenantPreferences } from './kit';
export type { PushListener } from './pushes';

/**
 * The console's IPC handler table: one function per channel of shared/ipc.ts (the modules
 * in handlers/), each checking the session, the role and the company access before it calls
 * the service. Plain Node (no electron): main binds it to ipcMain.handle, tests call it
 * directly or through a browser.
 */
export class IpcHandlers {
  readonly users: Users;
  readonly sessions: Sessions;
  private readonly pushes: Pushes;
  private readonly table: Handlers<Channel>;

  constructor(
    readonly service: Service,
    options: HandlerOptions = {},
  ) {
    this.users = service.users;
    this.sessions = new Sessions(service.clock);
    this.pushes = new Pushes(service, this.users, this.sessions, options.usagePushDelayMs);
    const guards = new Guards(service, this.users);
    this.table = handlerTable(
      new AdminKit(service, options, this.users, service.auth, this.sessions, guards, this.pushes),
    );
  }

  onPush(listener: PushListener): () => void {
    return this.pushes.onPush(listener);
  }

  /** The user's own input in a window keeps its session alive (the desktop app). */
  noteActivity(sessionKey: string): void {
    this.sessions.touch(sessionKey);
  }

  /** Ends a window's session (OS lock, suspend, a long-hidden window) and tells the window. */
  lock(sessionKey: string, reason: string): void {
    this.pushes.endSession(sessionKey, reason);
  }

  /** Ends the sessions idle past the limit, telling their windows (the shell calls it often). */
  endIdleSessions(): void {
    this.pushes.endIdleSessions('You were signed out after a long time without activity.');
  }

  dispose(): void {
    this.pushes.dispose();
  }

  /** Runs one call; never throws: every outcome is an envelope. */
  invoke(channel: unknown, input: unknown, call: CallContext): Promise<IpcEnvelope<unknown>> {
    return dispatch(this.table, this.service, this.sessions, channel, input, call);
  }

  /** Typed convenience for tests and in-process callers. */
  async call<C extends Channel>(
    channel: C,
    input: Req<C>,
    call: CallContext,
  ): Promise<IpcEnvelope<Res<C>>> {
    return (await this.invoke(channel, input, call)) as IpcEnvelope<Res<C>>;
  }
}
