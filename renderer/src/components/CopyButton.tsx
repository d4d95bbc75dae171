import { useState } from 'react';
import { useApp } from '../store/app';
import { copySecret, writeClipboard } from './clipboard';
import { IconCheck, IconCopy } from './icons';

/**
 * Copies a value. A secret names what it belongs to (`secretOf`): it is taken off the
 * clipboard after a minute, or earlier when that key's secret is replaced or the key stopped.
 */
export function CopyButton({
  value,
  label,
  secretOf,
}: {
  value: string | (() => Promise<string>);
  label: string;
  secretOf?: string;
}) {
  const [copied, setCopied] = useState(false);
  const toast = useApp((s) => s.toast);
  return (
    <button
      type="button"
      className="icon-btn"
      aria-label={label}
      title={label}
      onClick={async () => {
        try {
          const text = typeof value === 'string' ? value : await value();
          if (secretOf) await copySecret(secretOf, text);
          else await writeClipboard(text);
          setCopied(true);
          toast(
            secretOf
              ? 'Copied. The clipboard is cleared of it in a minute.'
              : 'Copied to the clipboard.',
            'info',
          );
          setTimeout(() => setCopied(false), 1500);
        } catch (error) {
          toast(error instanceof Error ? error.message : 'Could not copy.', 'error');
        }
      }}
    >
      {copied ? <IconCheck /> : <IconCopy />}
    </button>
  );
}
