import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import styles from './empty-state.module.css';

/** A friendly empty or not-yet-available state with an optional next step. */
export function EmptyState({
  icon = 'inbox',
  title,
  text,
  action,
}: {
  icon?: IconName;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className={styles.empty}>
      <div className={styles.badge}>
        <Icon name={icon} size={32} />
      </div>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
