import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Icon } from './icon';
import styles from './modal.module.css';

/**
 * A centred dialog; Escape and the close button call onClose. `wide` gives a board (the
 * jackpot's grid) nearly the whole width of a phone.
 */
export function Modal({
  title,
  children,
  footer,
  media,
  onClose,
  role = 'dialog',
  wide = false,
}: {
  title?: string;
  children?: ReactNode;
  footer?: ReactNode;
  media?: ReactNode;
  onClose?: () => void;
  role?: 'dialog' | 'alertdialog';
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.focus();
    if (!onClose) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div
      className={wide ? `${styles.backdrop} ${styles.backdropWide}` : styles.backdrop}
      onClick={(e) => {
        if (onClose && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
      >
        {media}
        {onClose ? (
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('common.close')}
          >
            <Icon name="close" />
          </button>
        ) : null}
        {title ? (
          <h2 id={titleId} className={styles.head}>
            {title}
          </h2>
        ) : null}
        {children ? <div className={styles.body}>{children}</div> : null}
        {footer ? <div className={styles.foot}>{footer}</div> : null}
      </div>
    </div>
  );
}

export const modalStyles = styles;
