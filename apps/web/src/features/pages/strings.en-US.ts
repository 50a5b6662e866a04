/** en-US strings of the pages pages, merged with the others by app/page-strings.ts. */
export const pagesStrings = {
  faq: {
    emptyTitle: 'No questions yet',
    emptyText: 'Our support team is happy to answer yours.',
    contact: 'Contact customer service',
    more: 'Still need help?',
  },
  legal: {
    updated: 'Last updated: January 2025.',
    about: {
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
    },
    privacy: {
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
    },
    terms: {
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
    },
  },
} as const;
