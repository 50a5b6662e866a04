import type { SVGProps } from 'react';

type IconName = 'minus' | 'plus' | 'shield' | 'back' | 'close' | 'check' | 'info' | 'refresh';

const paths: Record<IconName, string> = {
  minus: 'M5 12h14',
  plus: 'M12 5v14M5 12h14',
  shield: 'M12 3l7 3v6c0 4.2-3 7.6-7 9-4-1.4-7-4.8-7-9V6l7-3zM8.5 12l2.5 2.5 4.5-5',
  back: 'M15 5l-7 7 7 7',
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  info: 'M12 11v6M12 7.5v.5M12 3a9 9 0 110 18 9 9 0 010-18z',
  refresh: 'M20 11a8 8 0 10-2.3 5.7M20 5v6h-6',
};

/** The page's line icons, drawn here (no icon font, no image request). */
export function Icon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  );
}
