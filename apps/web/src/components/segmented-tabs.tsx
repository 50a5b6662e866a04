import { useId, type ReactNode } from 'react';
import styles from './segmented-tabs.module.css';

/**
 * Segmented tabs over one panel (WAI-ARIA tabs; a click picks one): the tab list, a button a
 * name, and the panel it labels. The page draws its tabs (`tabClassName`, selected by
 * `aria-selected`); the list is the shared dark track unless `className` says otherwise.
 */
export function SegmentedTabs<T extends string>({
  names,
  selected,
  onSelect,
  label,
  labelOf,
  className = styles.tabs,
  listData,
  tabClassName,
  panelClassName,
  children,
}: {
  names: readonly T[];
  selected: T;
  onSelect: (name: T) => void;
  /** The tab list's accessible name. */
  label: string;
  labelOf: (name: T) => string;
  className?: string;
  /** data- attributes of the tab list, for the page's styles. */
  listData?: { [key: `data-${string}`]: string };
  tabClassName: string | undefined;
  panelClassName?: string;
  children: ReactNode;
}) {
  const base = useId();
  return (
    <>
      <div className={className} role="tablist" aria-label={label} {...listData}>
        {names.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${base}-${name}`}
            aria-selected={selected === name}
            aria-controls={`${base}-panel`}
            className={tabClassName}
            onClick={() => onSelect(name)}
          >
            {labelOf(name)}
          </button>
        ))}
      </div>
      <div
        id={`${base}-panel`}
        role="tabpanel"
        aria-labelledby={`${base}-${selected}`}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  );
}
