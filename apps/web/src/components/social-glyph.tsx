import type { SocialName } from '../lib/social-auth';

/** The providers' marks, drawn here (no outside images), for sign-in and linking buttons. */
export function SocialGlyph({ name, size = 22 }: { name: SocialName; size?: number }) {
  switch (name) {
    case 'google':
      return (
        <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <path
            fill="#FFC107"
            d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9z"
          />
          <path
            fill="#FF3D00"
            d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
          />
          <path
            fill="#4CAF50"
            d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2A11.9 11.9 0 0 1 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
          />
          <path
            fill="#1976D2"
            d="M43.6 20.1H42V20H24v8h11.3a12 12 0 0 1-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
          />
        </svg>
      );
    case 'facebook':
      return (
        <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="#1877F2" />
          <path
            fill="#fff"
            d="M26.7 46V30.6h5.2l.8-6h-6v-3.8c0-1.7.5-2.9 3-2.9h3.2v-5.4c-.6-.1-2.4-.2-4.6-.2-4.6 0-7.7 2.8-7.7 7.9v4.4h-5.2v6h5.2V46z"
          />
        </svg>
      );
    case 'line':
      return (
        <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <rect width="48" height="48" rx="11" fill="#06C755" />
          <path
            fill="#fff"
            d="M24 10c-9.4 0-17 6.1-17 13.7 0 6.8 6.1 12.4 14.3 13.5.6.1 1.3.4 1.5.9.2.4.1 1.1.1 1.5l-.2 1.5c-.1.4-.3 1.7 1.5.9s9.8-5.8 13.4-9.9C40.1 29.4 41 26.7 41 23.7 41 16.1 33.4 10 24 10z"
          />
          <path
            fill="#06C755"
            d="M15 19.5h1.9v6.6h3.6v1.8H15zm7.2 0h1.9v8.4h-1.9zm3.9 0h1.8l3.3 5v-5H33v8.4h-1.8l-3.3-5v5h-1.8zm8.6 0h5.4v1.8h-3.5v1.4h3.5v1.8h-3.5v1.6h3.5v1.8h-5.4z"
          />
        </svg>
      );
  }
}
