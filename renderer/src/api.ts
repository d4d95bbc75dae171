import type { FieldError } from '../../shared/errors';
import type { Channel, IpcError, PushContract, PushName, Req, Res } from '../../shared/ipc';

/** An error envelope from main, as a throwable with the service's own sentence and field errors. */
export class ApiError extends Error {
  readonly code: string;
  readonly fields: FieldError[];
  constructor(error: IpcError) {
    super(error.message);
    this.code = error.code;
    this.fields = error.fields ?? [];
  }
  /** Field errors by path, for forms. */
  fieldMap(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const f of this.fields) out[f.path] ??= f.message;
    return out;
  }
}

let onUnauthenticated: (() => void) | null = null;
export const setUnauthenticatedHandler = (fn: () => void): void => {
  onUnauthenticated = fn;
};

/** Calls main over the typed contract; resolves with the result or throws an ApiError. */
export async function call<C extends Channel>(channel: C, request: Req<C>): Promise<Res<C>> {
  const envelope = await window.api.invoke(channel, request);
  if (envelope.error) {
    if (envelope.error.code === 'unauthenticated' && !channel.startsWith('auth.'))
      onUnauthenticated?.();
    throw new ApiError(envelope.error);
  }
  return envelope.result as Res<C>;
}

export function onPush<N extends PushName>(
  name: N,
  listener: (payload: PushContract[N]) => void,
): () => void {
  return window.api.on(name, listener);
}

export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : 'Something went wrong.';
