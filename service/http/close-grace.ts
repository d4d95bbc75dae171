/** How long requests in flight may run once a listener closes (as the delivery worker's attempts). */
export const CLOSE_GRACE_MS = 5000;

/**
 * Waits for a listener's close; connections still open after CLOSE_GRACE_MS (a client that
 * stopped reading, or sent half a request) are cut, so no client can hold a shutdown.
 */
export async function closeWithGrace(
  server: { closeAllConnections(): void },
  closing: Promise<void>,
): Promise<void> {
  const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
  try {
    await closing;
  } finally {
    clearTimeout(force);
  }
}
