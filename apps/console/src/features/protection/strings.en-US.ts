/** en-US strings of the Player protection page (features/protection), in app/console-strings.ts. */
export const protectionStrings = {
  protection: {
    title: 'Player protection',
    intro:
      'Players who show a marker of harm. Contact them or note what you did; the thresholds are the setting Markers of harm (Config). At most {{cap}} players a list.',
    player: 'Player',
    playerLine: '#{{id}} {{nickname}}',
    when: 'When',
    actions: 'Actions',
    mail: 'Mail',
    note: 'Add note',
    mailTo: 'Mail {{player}}',
    noteOn: 'Note on {{player}}',
    mailTitle: 'Title',
    mailBody: 'Message',
    noteText: 'Note',
    send: 'Send',
    save: 'Save note',
    cancel: 'Cancel',
    sent: 'Mail sent to {{player}}.',
    saved: 'Note saved on {{player}}.',
    raised: {
      heading: 'Raised limits',
      hint_one: 'Asked to raise or remove a limit, or confirmed it, in the last {{count}} day.',
      hint_other: 'Asked to raise or remove a limit, or confirmed it, in the last {{count}} days.',
      figure: 'Raises',
      empty: 'No player raised a limit.',
    },
    hits: {
      heading: 'Limits hit repeatedly',
      hint_one: 'Refused by a limit at least {{times}} times in the last {{count}} day.',
      hint_other: 'Refused by a limit at least {{times}} times in the last {{count}} days.',
      figure: 'Refusals',
      empty: 'No player hit a limit that often.',
    },
    longPlay: {
      heading: 'Long play',
      hint_one: 'A session or a day’s play over {{hours}} hours in the last {{count}} day.',
      hint_other: 'A session or a day’s play over {{hours}} hours in the last {{count}} days.',
      figure: 'Day’s play',
      longest: 'Longest session',
      day: 'Day',
      empty: 'No player played that long.',
      duration: '{{hours}} h {{minutes}} min',
    },
    night: {
      heading: 'Deposits after losses at night',
      hint_one:
        'A deposit between midnight and {{hour}}:00 after losing more than {{loss}} that night, in the last {{count}} day.',
      hint_other:
        'A deposit between midnight and {{hour}}:00 after losing more than {{loss}} that night, in the last {{count}} days.',
      figure: 'Lost that night',
      amount: 'Deposit',
      empty: 'No deposit after losses at night.',
    },
  },
} as const;
