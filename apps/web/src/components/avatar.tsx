import { useId } from 'react';
import type { AvatarId as ContractAvatarId } from '@lobby/contract/account';

/**
 * The built-in avatar set (the contract's ids `a1`…`a8`, every one drawn and no other; the
 * server's default is `a1`), drawn here as SVG so no image is fetched. Unknown ids fall back to
 * the first.
 */
type Hair = 'short' | 'long' | 'bun' | 'cap' | 'spiky' | 'bob' | 'crown' | 'glasses';

interface Look {
  bg: [string, string];
  skin: string;
  hair: string;
  shirt: string;
  style: Hair;
}

const looks = {
  a1: {
    bg: ['#8a5cff', '#4b22c9'],
    skin: '#f3c7a2',
    hair: '#2b1a12',
    shirt: '#f5c04a',
    style: 'short',
  },
  a2: {
    bg: ['#ff7aa8', '#c2306a'],
    skin: '#f6d2b8',
    hair: '#6b3a1e',
    shirt: '#ffffff',
    style: 'long',
  },
  a3: {
    bg: ['#38d0c4', '#137f8f'],
    skin: '#c98e62',
    hair: '#1b1b1b',
    shirt: '#7b4dff',
    style: 'cap',
  },
  a4: {
    bg: ['#ffb347', '#e0700f'],
    skin: '#f0c09a',
    hair: '#d94f1e',
    shirt: '#1a2259',
    style: 'spiky',
  },
  a5: {
    bg: ['#5aa8ff', '#2346c4'],
    skin: '#8d5a3b',
    hair: '#141414',
    shirt: '#2fd37a',
    style: 'bun',
  },
  a6: {
    bg: ['#b07bff', '#6a2fc0'],
    skin: '#f7d7bf',
    hair: '#f1d27a',
    shirt: '#ff3b4f',
    style: 'bob',
  },
  a7: {
    bg: ['#ffd86b', '#c98a0c'],
    skin: '#e8b48b',
    hair: '#3a2414',
    shirt: '#7b4dff',
    style: 'crown',
  },
  a8: {
    bg: ['#2fd37a', '#12804a'],
    skin: '#b67a52',
    hair: '#2a1a10',
    shirt: '#f4f6ff',
    style: 'glasses',
  },
} as const satisfies Record<ContractAvatarId, Look>;

export type AvatarId = keyof typeof looks;
export const avatarIds = Object.keys(looks) as AvatarId[];
export const isAvatarId = (value: unknown): value is AvatarId =>
  typeof value === 'string' && Object.hasOwn(looks, value);

const shortHair = 'M19 29c0-9 6-15 13-15s13 6 13 15c-3-4-8-6-13-6s-10 2-13 6z';

function HairFront({ look }: { look: Look }) {
  switch (look.style) {
    case 'short':
    case 'glasses':
      return <path d={shortHair} fill={look.hair} />;
    case 'long':
      return (
        <path d="M19 30c0-10 6-16 13-16s13 6 13 16c-4-5-6-8-9-9-3 3-10 5-17 9z" fill={look.hair} />
      );
    case 'bun':
      return (
        <>
          <circle cx="32" cy="13" r="5.5" fill={look.hair} />
          <path d={shortHair} fill={look.hair} />
        </>
      );
    case 'cap':
      return (
        <>
          <path d="M18.5 28c0-8.5 6-14 13.5-14s13.5 5.5 13.5 14z" fill="#ff3b4f" />
          <path d="M31 26h20a2 2 0 0 1 0 4H31z" fill="#c91f33" />
        </>
      );
    case 'spiky':
      return (
        <path
          d="M19 29l1-10 4 4 3-9 5 6 4-8 3 9 5-3 1 11c-4-4-8-6-13-6s-9 2-13 6z"
          fill={look.hair}
        />
      );
    case 'bob':
      return (
        <path
          d="M17 35c-1-13 5-21 15-21s16 8 15 21l-4-1c0-6-3-10-11-11-4 3-7 5-11 6v6z"
          fill={look.hair}
        />
      );
    case 'crown':
      return (
        <>
          <path d={shortHair} fill={look.hair} />
          <path d="M22 18l2-9 4.5 4.5L32 7l3.5 6.5L40 9l2 9z" fill="#ffd86b" stroke="#c98a0c" />
        </>
      );
  }
}

/** One avatar of the built-in set. */
export function Avatar({
  id,
  size = 48,
  label,
}: {
  id: string | null | undefined;
  size?: number;
  /** An accessible name; without it the avatar is decorative. */
  label?: string;
}) {
  const gradient = useId();
  const look: Look = isAvatarId(id) ? looks[id] : looks.a1;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={look.bg[0]} />
          <stop offset="1" stopColor={look.bg[1]} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${gradient})`} />
      {look.style === 'long' ? <path d="M18 30h28v20H18z" fill={look.hair} /> : null}
      <path d="M11 64c2-12 10-18 21-18s19 6 21 18z" fill={look.shirt} />
      <path d="M28 40h8v8h-8z" fill={look.skin} />
      <circle cx="32" cy="31" r="13" fill={look.skin} />
      <circle cx="27" cy="32" r="1.7" fill="#1d1330" />
      <circle cx="37" cy="32" r="1.7" fill="#1d1330" />
      <path
        d="M28 37q4 3.2 8 0"
        stroke="#8a3a2a"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="24.5" cy="35.5" r="2" fill="#ff8a8a" opacity=".35" />
      <circle cx="39.5" cy="35.5" r="2" fill="#ff8a8a" opacity=".35" />
      <HairFront look={look} />
      {look.style === 'glasses' ? (
        <g stroke="#1d1330" strokeWidth="1.5" fill="rgba(255,255,255,.15)">
          <circle cx="27" cy="32" r="3.6" />
          <circle cx="37" cy="32" r="3.6" />
          <path d="M30.6 32h2.8" />
        </g>
      ) : null}
    </svg>
  );
}
