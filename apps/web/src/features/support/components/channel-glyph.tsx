import { CustomerServiceItemType } from '@lobby/contract/values/enums';
import { Icon } from '@/components/icon';
import { SocialGlyph } from '@/components/social-glyph';

/** Each outside channel's mark (drawn here, no outside image); the chat and email as line icons. */
export function ChannelGlyph({ type }: { type: number }) {
  switch (type) {
    case CustomerServiceItemType.Telegram:
      return (
        <svg width={28} height={28} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="#229ED9" />
          <path
            fill="#fff"
            d="M11 23.4 33 14.9c1-.4 1.9.2 1.6 1.8l-3.7 17.6c-.3 1.2-1 1.5-2.1.9l-5.8-4.3-2.8 2.7c-.3.3-.6.6-1.2.6l.4-5.9 10.7-9.7c.5-.4-.1-.7-.7-.3l-13.2 8.3-5.7-1.8c-1.2-.4-1.3-1.2.3-1.8z"
          />
        </svg>
      );
    case CustomerServiceItemType.WhatsApp:
      return (
        <svg width={28} height={28} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="#25D366" />
          <path
            fill="none"
            stroke="#fff"
            strokeWidth="2.6"
            strokeLinejoin="round"
            d="m12.5 35.5 1.9-6A11.5 11.5 0 1 1 18.6 33.7z"
          />
          <path
            fill="#fff"
            d="M20.3 17.6c.4-.8.8-.9 1.2-.9h1c.3 0 .6.1.9.7l1.2 3c.1.3.1.6-.1.9l-.8 1c-.2.3-.3.5 0 .9.8 1.3 2.2 2.8 4 3.6.4.2.6.1.8-.1l1-1.2c.3-.3.5-.3.9-.2l2.8 1.3c.4.2.6.3.6.6 0 .8-.2 1.9-1.4 2.5s-3.1.7-5.8-.6c-3-1.5-5.1-4.4-5.6-5.3-.6-.9-1.5-2.8-.7-4.3z"
          />
        </svg>
      );
    case CustomerServiceItemType.Line:
      return <SocialGlyph name="line" size={28} />;
    case CustomerServiceItemType.Email:
      return <Icon name="mail" size={28} />;
    default:
      return <Icon name="chat" size={28} />;
  }
}
