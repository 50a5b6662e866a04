import type { SVGProps } from 'react';
import type { pageIconShapes } from './page-icons';

/**
 * The app's own line icons (24×24, currentColor), drawn here so no icon font is downloaded.
 * These are the ones the lobby draws; those only the code-split pages draw are in page-icons.ts
 * and join them when the page routes load, before any page renders.
 */
const lobbyShapes = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  gift: 'M4 11h16v9a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zM3 7h18v4H3zM12 7v14M12 7S10.5 3 8 3.5 6.5 7 12 7zm0 0s1.5-4 4-3.5S17.5 7 12 7z',
  wallet: 'M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2zm14 7h.01',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5zM5 19h14',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
  chevron: 'M9 5l7 7-7 7',
  close: 'M6 6l12 12M18 6 6 18',
  chat: 'M4 5h16v11H9l-5 4z M8 10h.01M12 10h.01M16 10h.01',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2 5 5',
  plus: 'M12 5v14M5 12h14',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4zm4 4h4',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  grid: 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z',
} as const;

export type IconName = keyof typeof lobbyShapes | keyof typeof pageIconShapes;

const shapes: Partial<Record<IconName, string>> = { ...lobbyShapes };

/** Adds the pages' icons (page-icons.ts); page-routes.tsx does so as it loads. */
export const addIconShapes = (more: Partial<Record<IconName, string>>) =>
  Object.assign(shapes, more);

export function Icon({
  name,
  size = 24,
  ...rest
}: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={shapes[name]} />
    </svg>
  );
}
