/** How long a copied secret may stay on the clipboard. */
export const SECRET_CLIPBOARD_MS = 60_000;

export async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'offscreen';
    document.body.appendChild(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

/** Secrets this window copied, by the key (or webhook) they belong to, with their timers. */
const copied = new Map<string, { secret: string; timer: ReturnType<typeof setTimeout> }>();

/** Takes a secret off the clipboard, if the clipboard still holds it (nothing else copied since). */
export async function clearSecret(owner: string): Promise<void> {
  const entry = copied.get(owner);
  if (!entry) return;
  copied.delete(owner);
  clearTimeout(entry.timer);
  await window.api.clearClipboardIf(entry.secret).catch(() => false);
}

/** Copies a secret and clears it again after a minute, or when `clearSecret(owner)` runs. */
export async function copySecret(owner: string, secret: string): Promise<void> {
  await clearSecret(owner);
  await writeClipboard(secret);
  copied.set(owner, {
    secret,
    timer: setTimeout(() => void clearSecret(owner), SECRET_CLIPBOARD_MS),
  });
}
