import { useState } from 'react';
import { useApp } from '../store/app';
import { writeClipboard } from './clipboard';
import { IconCheck, IconCopy } from './icons';

export function CopyButton({
  value,
  label,
}: {
  value: string | (() => Promise<string>);
  label: string;
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
          await writeClipboard(text);
          setCopied(true);
          toast('Copied to the clipboard.', 'info');
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
