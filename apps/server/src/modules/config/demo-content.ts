import type { AppConfig } from '@lobby/contract/app-config';
import catalogue from './demo-catalogue.json' with { type: 'json' };
import { art } from './demo-art';
import { firstDepositOffer } from './demo-activities';

/** The demo lobby's words: FAQ, notices, text pages, social links and share channels. */

const faqRows: [question: string, answer: string][] = [
  [
    'How do I make a deposit?',
    'Tap Deposit, pick a channel, choose an amount (or type one) and confirm. Each channel shows its minimum and maximum. Coins arrive as soon as the payment provider confirms, usually within a minute; an unpaid order expires after 30 minutes and costs nothing.',
  ],
  [
    'My deposit was paid but the coins have not arrived. What now?',
    'Most confirmations take under a minute, but a bank can take up to 15. Check Wallet › Records: a "paid" order is being credited. If it still shows "created" after 15 minutes, contact customer service with the order number and your payment receipt; a payment is never credited twice or lost.',
  ],
  [
    'Why is my withdrawable amount lower than my balance?',
    'Every deposit must be wagered once, a deposit bonus {{firstDepositWagering}} times with its deposit and reward coin {{rewardWagering}} times before it can be withdrawn. "Wagering to go" on the Me page shows what is left; once it reaches 0.00 your whole balance becomes withdrawable. Only settled real-money bets count.',
  ],
  [
    'How do withdrawals work?',
    'Add a receiving account, then request between {{withdrawMin}} and {{withdrawMax}}. The amount is set aside at once. Small requests are paid automatically; larger ones are checked by our team first, usually within an hour. A rejected or failed withdrawal returns the amount to your balance.',
  ],
  [
    'Why can I not withdraw right after changing my bank account?',
    'To protect you if someone else gets into your account, withdrawals are paused for {{withdrawPauseHours}} hours after a receiving account is added or changed.',
  ],
  [
    'What do VIP levels give me?',
    'Every valid bet earns VIP points. Each level adds a daily award, a weekly sign-in award, a one-off level-up bonus, a higher daily rebate and higher withdrawal limits. Levels never go down.',
  ],
  [
    'What is the safebox?',
    'A separate balance you cannot play with, for coins you want to keep. Moving coins in is free; taking them out needs your 6-digit safebox password, which you set once and can change with an SMS code.',
  ],
  [
    'How do I keep my account secure?',
    'Bind your phone, use a password you do not use elsewhere and never share SMS codes; our staff will never ask for them. After five wrong passwords sign-in is locked for 15 minutes. Changing your password signs out every device.',
  ],
  [
    'How does the agent programme pay?',
    'Share your invite link. You earn a percentage of the valid bets of the players you invite (level 1) and of the players they invite, down to five levels, settled every day. A friend who deposits {{validInviteDeposit}} in total also earns you a one-off invite reward.',
  ],
  [
    'Are the games fair?',
    'Our own games (Golden Sevens, Rocket Rush, Neon Dice, Gem Mines) are provably fair: before each round we publish a hash of the server seed, and afterwards you can check the result yourself from the fairness panel. Each game shows its return to player.',
  ],
  [
    'How can I limit my play?',
    'Under Me › Responsible gaming you can set daily, weekly and monthly deposit limits, turn on a reality-check reminder, or exclude yourself for a period. A lower limit applies at once; raising one takes 24 hours. If gaming stops being fun, please reach out to a support service.',
  ],
];

export const faq: AppConfig['faq'] = faqRows.map(([question, answer], i) => ({
  id: i + 1,
  question,
  answer,
  sort: (i + 1) * 10,
}));

export const notices: AppConfig['notices'] = [
  {
    id: 1,
    title: 'Welcome to the lobby!',
    content: `Sign up today and collect a {{signUpBonus}} welcome bonus. ${firstDepositOffer}, and spin the Lucky Jackpot for the Mega prize.`,
    image: art('banners', 'welcome'),
    sort: 10,
    popup: true,
    // It asks to sign up: visitors only.
    audience: 'signedOut',
  },
  {
    id: 2,
    title: 'New games every week',
    content:
      'Gem Mines, Moon Launch and Dream Wheel have just arrived. Look for the NEW badge in the lobby.',
    image: null,
    sort: 20,
    popup: false,
  },
  {
    id: 3,
    title: 'Scheduled maintenance',
    content:
      'Bank Transfer deposits pause every Tuesday between 02:00 and 02:30 UTC for bank maintenance. Other channels stay open.',
    image: null,
    sort: 30,
    popup: false,
  },
  {
    id: 4,
    title: 'Play responsibly',
    content:
      'Set deposit limits and reality-check reminders under Me › Responsible gaming. Players must be 18 or older.',
    image: null,
    sort: 40,
    popup: false,
  },
];

/** The operator's text pages; the web shows them as plain text (docs/content.md). */
export const textPages: AppConfig['textPages'] = {
  aboutUs: {
    intro:
      'Crown Lobby is an online games lobby where players enjoy slots, fishing, table, crash and arcade games, collect daily bonuses and climb the VIP levels.',
    sections: [
      {
        heading: 'What we offer',
        paragraphs: [
          'A curated lobby of games from our own studio and from partner providers, every one of which can be tried before playing for coins.',
          'Our own games are provably fair: every round can be checked against the seeds we commit to before it is played.',
        ],
      },
      {
        heading: 'Rewards',
        paragraphs: [
          'Daily sign-in rewards, tasks, VIP benefits, rebates and seasonal events are part of the lobby. The rules of each are shown on its own page.',
        ],
      },
      {
        heading: 'Playing responsibly',
        paragraphs: [
          'Our games are for adults only. Set yourself limits, take breaks, and never play with money you cannot afford to lose. Customer service can help you set deposit limits or pause your account.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          'Customer service is available around the clock from the chat button in the app.',
        ],
      },
    ],
    updated: 'January 2025',
  },
  privacyPolicy: {
    intro:
      'This policy explains which personal data we collect when you use Crown Lobby, why, and what choices you have.',
    sections: [
      {
        heading: 'Data we collect',
        paragraphs: [
          'Account data you give us: phone number, account name, nickname and, if you link them, your social sign-in identifiers.',
          'Transaction data: deposits, withdrawals, bets, wins and bonuses, which we must keep to run your balance and to meet our legal duties.',
          'Device data: a random identifier created on your device, the app version, your platform and usage events such as the pages you open. We do not read other data on your device.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To run your account and your balance, to pay you, to prevent fraud and abuse, to improve the app, and to meet anti-money-laundering and responsible-gaming obligations.',
        ],
      },
      {
        heading: 'Sharing',
        paragraphs: [
          'We share data only with the payment and game providers needed to serve you, and with authorities where the law requires it. We never sell personal data.',
        ],
      },
      {
        heading: 'Storage and security',
        paragraphs: [
          'Passwords are stored only as strong one-way hashes; session tokens can be revoked at any time by logging out. Data is kept only as long as the law and your account require.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can see and correct your profile in the app, and ask customer service for a copy of your data or for its deletion where the law allows.',
          'The app keeps your language choice in a cookie for one year and your session in your browser’s storage.',
        ],
      },
    ],
    updated: 'January 2025',
  },
  termsOfUse: {
    intro:
      'These terms apply to your use of Crown Lobby. By creating an account or playing you accept them.',
    sections: [
      {
        heading: 'Eligibility',
        paragraphs: [
          'You must be at least 18 years old and allowed to play online games where you live. One account per person.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Keep your password and codes private. You are responsible for play on your account. Tell us at once if you think someone else has used it.',
        ],
      },
      {
        heading: 'Coins, deposits and withdrawals',
        paragraphs: [
          'Balances are shown in coins with two decimals. Deposits are credited once the payment provider confirms them. Withdrawals are paid to your own receiving accounts and may be reviewed before payout.',
          'Deposits and bonuses carry a wagering requirement that must be met before the amount can be withdrawn; the app always shows what is still to go.',
        ],
      },
      {
        heading: 'Bonuses and events',
        paragraphs: [
          'Each bonus and event has its own rules, shown on its page. Abuse, such as multiple accounts or coordinated play, voids the bonus and its winnings.',
        ],
      },
      {
        heading: 'Fair play',
        paragraphs: [
          'Game outcomes are decided by the game alone. Exploiting faults, using automated play or colluding is forbidden and may lead to closure of the account.',
        ],
      },
      {
        heading: 'Responsible gaming',
        paragraphs: [
          'You can set deposit limits, take a break or exclude yourself through customer service. We may limit an account to protect a player.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: [
          'We may update these terms; the date below changes when we do. Continuing to play means you accept the new terms.',
        ],
      },
    ],
    updated: 'January 2025',
  },
};

/** The demo install's follow channels: each platform's page of the lobby's handle. */
const SOCIAL_PAGES: Readonly<Record<string, string>> = {
  facebook: 'https://www.facebook.com/LobbyGames',
  telegram: 'https://t.me/LobbyGames',
  youtube: 'https://www.youtube.com/@LobbyGames',
  instagram: 'https://www.instagram.com/lobbygames',
};

export const socialMedia: AppConfig['socialMedia'] = catalogue.social.flatMap((s, i) => {
  const url = SOCIAL_PAGES[s.code];
  return url ? [{ id: i + 1, name: s.name, icon: art('social', s.code), url }] : [];
});

/**
 * The share channels (docs/rewards/sharing.md): each opens its share URL with
 * `{text}` (the text, filled), `{url}` (the player's invite link) and `{code}` in place.
 */
const SHARE_TEXT =
  'Join me in the lobby: {{signUpBonus}} free on sign-up and {{firstDepositPercent}}% more on the first deposit. Sign up with my link {url} or my code {code}.';
export const shareConfigs: AppConfig['shareConfigs'] = [
  ['whatsapp', 'WhatsApp', 'https://wa.me/?text={text}'],
  ['telegram', 'Telegram', 'https://t.me/share/url?url={url}&text={text}'],
  ['facebook', 'Facebook', 'https://www.facebook.com/sharer/sharer.php?u={url}'],
  ['line', 'LINE', 'https://line.me/R/share?text={text}'],
].map(([channel = '', title = '', url = ''], i) => ({
  id: i + 1,
  channel,
  title,
  text: SHARE_TEXT,
  url,
}));
