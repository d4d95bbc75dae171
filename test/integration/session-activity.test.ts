import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IpcHandlers } from '../../service/admin/ipc-handlers';
import { SESSION_IDLE_MS } from '../../service/accounts/sessions';
import { ManualClock } from '../../service/util/clock';
import type { PushContract } from '../../shared/ipc';
import { startTestService, type TestService } from '../support/test-service';

/**
 * In the desktop app calls are not activity (main passes `activity: false` and reports the
 * user's input instead): a window polling in the tray does not keep its session alive.
 */
let t: TestService;
let clock: ManualClock;
let ipc: IpcHandlers;
const pushes: { key: string; reason: string }[] = [];

beforeAll(async () => {
  clock = new ManualClock(Date.UTC(2026, 5, 1, 12, 0, 0));
  t = await startTestService({ api: false, worker: false, clock });
  ipc = new IpcHandlers(t.service);
  ipc.onPush((key, name, payload) => {
    if (name === 'session.ended')
      pushes.push({ key, reason: (payload as PushContract['session.ended']).reason });
  });
});
afterAll(async () => {
  ipc.dispose();
  await t.close();
});

const signIn = async (key: string) => {
  const login = await ipc.call(
    'auth.login',
    { username: 'admin', password: 'correct horse battery' },
    { sessionKey: key, activity: false },
  );
  expect(login.error).toBeUndefined();
};
const poll = (key: string) =>
  ipc.call('webhooks.list', t.tenant, { sessionKey: key, activity: false });

describe('session activity in the desktop app', () => {
  it('background polling does not keep a session alive; input does', async () => {
    await signIn('polling');
    await signIn('typing');
    // Every half hour for the whole idle period: one window's reads, the other's input.
    for (let elapsed = 0; elapsed <= SESSION_IDLE_MS; elapsed += 30 * 60_000) {
      clock.advance(30 * 60_000);
      ipc.noteActivity('typing');
      await poll('polling');
    }
    expect((await poll('polling')).error?.code).toBe('unauthenticated');
    expect((await poll('typing')).error).toBeUndefined();
  });

  it('ends idle sessions by itself and tells their windows', async () => {
    await signIn('idle');
    clock.advance(SESSION_IDLE_MS + 1);
    ipc.endIdleSessions();
    expect(pushes).toContainEqual({
      key: 'idle',
      reason: 'You were signed out after a long time without activity.',
    });
    expect((await poll('idle')).error?.code).toBe('unauthenticated');
  });

  it('a locked window is signed out at once and told why', async () => {
    await signIn('locked');
    ipc.lock('locked', 'The console was locked because the computer was locked.');
    expect(pushes).toContainEqual({
      key: 'locked',
      reason: 'The console was locked because the computer was locked.',
    });
    expect((await poll('locked')).error?.code).toBe('unauthenticated');
  });

  it('calls still count as activity where the shell sees no input (a browser, the CLI)', async () => {
    await signIn('browser');
    for (let elapsed = 0; elapsed <= SESSION_IDLE_MS; elapsed += 30 * 60_000) {
      clock.advance(30 * 60_000);
      expect(
        (await ipc.call('webhooks.list', t.tenant, { sessionKey: 'browser' })).error,
      ).toBeUndefined();
    }
  });
});
