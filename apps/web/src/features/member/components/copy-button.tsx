import { useEffect, useState } from 'react';
import { Icon } from '../../../components/icon';
import { useTranslation } from '../../../i18n/use-translation';

/** Copies a value (the player id) and says so for a moment. */
export function CopyButton({
  value,
  label,
  className,
}: {
  value: string;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
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
      // Clipboard refused (insecure context, permission): the value is on screen to copy by hand.
    }
  };
  return (
    <button type="button" className={className} onClick={() => void copy()} aria-label={label}>
      <Icon name={copied ? 'check' : 'copy'} size={15} />
      <span aria-live="polite">{copied ? t('member.copied') : null}</span>
    </button>
  );
}
