import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../api';

/** Loads data for a view: loading, error and reload states in one place. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const run = useCallback(load, deps);
  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      const value = await run();
      if (ticket === latest.current) {
        setData(value);
        setError(null);
      }
    } catch (e) {
      if (ticket === latest.current) setError(messageOf(e));
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, [run]);
  useEffect(() => {
    setLoading(true);
    void reload();
  }, [reload]);
  return { data, error, loading, reload, setData };
}
