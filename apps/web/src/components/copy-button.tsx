import { useEffect, useState } from 'react';
import { Icon } from './icon';

/**
 * Copies a value to the clipboard on `copy()`; `copied` is true for a moment after it worked.
 * A refused clipboard (insecure context, permission) leaves it false: the value is on screen to
 * copy by hand.
 */
export function useCopy(value: string) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const id = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(id);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return { copied, copy };
}

/** Copies a value (a player id, a round id) and says so (`copiedText`) for a moment. */
export function CopyButton({
  value,
  label,
  copiedText,
  className,
}: {
  value: string;
  label: string;
  copiedText: string;
  className?: string;
}) {
  const { copied, copy } = useCopy(value);
  return (
    <button type="button" className={className} onClick={() => void copy()} aria-label={label}>
      <Icon name={copied ? 'check' : 'copy'} size={15} />
      <span aria-live="polite">{copied ? copiedText : null}</span>
    </button>
  );
}
