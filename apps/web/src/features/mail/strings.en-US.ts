/** en-US strings of the mail pages, merged with the others by app/page-strings.ts. */
export const mailStrings = {
  email: {
    emptyTitle: 'No messages yet',
    emptyText: 'Messages and reward mail from us will appear here.',
    listLabel: 'Your messages',
    loadFailed: 'Your messages could not be loaded',
    retry: 'Try again',
    summary: '{{unread}} · {{toClaim}}',
    summaryUnread_one: '{{count}} unread',
    summaryUnread_other: '{{count}} unread',
    summaryToClaim_one: '{{count}} reward to claim',
    summaryToClaim_other: '{{count}} rewards to claim',
    claimAll: 'Claim all',
    claiming: 'Claiming…',
    select: 'Select',
    done: 'Done',
    selectAll: 'Select all',
    selected_one: '{{count}} selected',
    selected_other: '{{count}} selected',
    delete: 'Delete',
    deleting: 'Deleting…',
    selectMail: 'Select: {{title}}',
    reward: 'Reward',
    attachment: {
      unclaimed: 'Reward to claim',
      claimed: 'Claimed',
      expired: 'Expired',
    },
    expiresOn: 'Expires {{date}}',
    expiredOn: 'Expired {{date}}',
    claimedOn: 'Claimed {{date}}',
    detailTitle: 'Message',
    detailText: 'Open a message from your mailbox to read it here.',
    notFoundTitle: 'This message is gone',
    notFoundText: 'It may have been deleted. Your other messages are in your mailbox.',
    toInbox: 'Back to mail',
    attachmentTitle: 'Reward',
    claim: 'Claim',
    signInTitle: 'Log in to read your mail',
    signInText: 'Your messages and their rewards are kept in your account.',
    logIn: 'Log in',
    confirmTitle: 'Claim the rewards first?',
    confirmText_one:
      'This message has a reward you have not claimed yet. It will be claimed, then the message deleted.',
    confirmText_other:
      '{{count}} of these messages have rewards you have not claimed yet. They will be claimed, then the messages deleted.',
    confirmClaimDelete: 'Claim and delete',
    cancel: 'Cancel',
    prize: {
      coin: '{{coin}} coins',
      points: '{{points}} points',
      both: '{{coin}} coins and {{points}} points',
    },
    actions: {
      bonusCentre: 'Open the bonus centre',
      records: 'See your records',
      claimBonus: 'Claim your bonus',
      vip: 'See your VIP benefits',
      claimPrize: 'Claim your prize',
    },
    templates: {
      welcome: {
        title: 'Welcome to the lobby',
        body: 'We are glad to have you here. Find your favourite games in the lobby, and look in the bonus centre for rewards waiting for you.',
      },
      depositPaid: {
        title: 'Deposit received',
        body: 'Your deposit of {{amount}} (order {{orderNo}}) is in your balance.',
        bodyBonus:
          'Your deposit of {{amount}} (order {{orderNo}}) is in your balance, with a bonus of {{bonus}}.',
      },
      withdrawalPaid: {
        title: 'Withdrawal paid',
        body: 'Your withdrawal of {{amount}} (order {{orderNo}}) has been paid to your account.',
        bodyFee:
          'Your withdrawal of {{amount}} (order {{orderNo}}) has been paid: {{sent}} was sent to your account after a fee of {{fee}}.',
      },
      withdrawalRefused: {
        title: 'Withdrawal not paid',
        body: 'Your withdrawal of {{amount}} (order {{orderNo}}) was not paid, and the amount is back in your balance.',
        bodyReason:
          'Your withdrawal of {{amount}} (order {{orderNo}}) was not paid, and the amount is back in your balance. Reason: {{reason}}',
      },
      vipLevelUp: {
        title: 'Welcome to VIP {{level}}',
        body: 'Congratulations, you reached VIP {{level}}. Enjoy the benefits of your new level.',
        bodyBonus:
          'Congratulations, you reached VIP {{level}}. Your level-up bonus of {{bonus}} is waiting for you in the bonus centre.',
      },
      rankPrize: {
        title: 'Leaderboard prize',
        bodyDay:
          'You placed #{{rank}} on the daily leaderboard of {{period}}. Your prize, {{prize}}, is waiting for you in the bonus centre.',
        bodyWeek:
          'You placed #{{rank}} on the weekly leaderboard of week {{period}}. Your prize, {{prize}}, is waiting for you in the bonus centre.',
      },
      unknown: {
        title: 'A message from us',
        body: 'This message needs the latest version of the app. Reload the page to read it.',
      },
    },
  },
} as const;
