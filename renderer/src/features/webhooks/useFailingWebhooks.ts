import { useEffect, useState } from 'react';
import type { Tenant } from '../../../../shared/ipc';
import { call, onPush } from '../../api';

/** How often the header's count is read again when no attempt happens (a deactivation, an edit). */
const REFRESH_MS = 30_000;
/** At most one read per this long while attempts arrive in a burst. */
const THROTTLE_MS = 2_000;

/**
 * How many webhooks of the selected branch are failing (the registry decides: `health`), for the
 * header. Read on branch change, after recorded attempts (throttled) and every 30 s; null when
 * this user cannot see webhooks or it is not known yet.
 */
export function useFailingWebhooks(tenant: Tenant | null, enabled: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  const companyId = tenant?.companyId;
  const branchId = tenant?.branchId;
  useEffect(() => {
    setCount(null);
    if (!companyId || !branchId || !enabled) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      timer = undefined;
      call('webhooks.list', { companyId, branchId }).then(
        (list) => live && setCount(list.filter((w) => w.health === 'failing').length),
        () => undefined,
      );
    };
    read();
    const every = setInterval(read, REFRESH_MS);
    const off = onPush('webhooks.attempts', (p) => {
      if (!timer && p.attempts.some((a) => a.branchId === branchId))
        timer = setTimeout(read, THROTTLE_MS);
    });
    return () => {
      live = false;
      clearInterval(every);
      if (timer) clearTimeout(timer);
      off();
    };
  }, [companyId, branchId, enabled]);
  return count;
}
