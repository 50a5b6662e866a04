import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './auth.module.css';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/** Segmented tabs (WAI-ARIA tabs: arrow keys move between them) over one panel. */
export function Tabs<T extends string>({
  items,
  value,
  onChange,
  label,
  children,
}: {
  items: TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  label: string;
  children: ReactNode;
}) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = items.findIndex((i) => i.id === value);
    const next = items[(index + step + items.length) % items.length];
    if (!next) return;
    onChange(next.id);
    list.current?.querySelector<HTMLButtonElement>(`[data-tab="${next.id}"]`)?.focus();
  };
  return (
    <>
      <div
        ref={list}
        className={styles.tabs}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            data-tab={item.id}
            id={`${base}-${item.id}`}
            className={styles.tab}
            aria-selected={item.id === value}
            aria-controls={`${base}-panel`}
            tabIndex={item.id === value ? 0 : -1}
            onClick={() => onChange(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-${value}`}>
        {children}
      </div>
    </>
  );
}
