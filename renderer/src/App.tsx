import { useEffect } from 'react';
import { onPush, setUnauthenticatedHandler } from './api';
import { useApp } from './store/app';
import { ErrorBanner, Spinner, Toasts } from './components/ui';
import { SetupScreen } from './features/setup/SetupScreen';
import { LoginScreen } from './features/login/LoginScreen';
import { Shell } from './components/Shell';

export function App() {
  const phase = useApp((s) => s.phase);
  const fatal = useApp((s) => s.fatal);
  const init = useApp((s) => s.init);
  const sessionEnded = useApp((s) => s.sessionEnded);

  useEffect(() => {
    void init();
    setUnauthenticatedHandler(() => sessionEnded('Your session ended. Sign in again.'));
    return onPush('session.ended', ({ reason }) => sessionEnded(reason));
  }, [init, sessionEnded]);

  return (
    <>
      {phase === 'loading' && (
        <main className="center-screen">
          <Spinner label="Starting the console…" />
        </main>
      )}
      {phase === 'error' && (
        <main className="center-screen">
          <ErrorBanner
            message={fatal ?? 'The console could not start.'}
            onRetry={() => void init()}
          />
        </main>
      )}
      {phase === 'setup' && <SetupScreen />}
      {phase === 'login' && <LoginScreen />}
      {phase === 'ready' && <Shell />}
      <Toasts />
    </>
  );
}
