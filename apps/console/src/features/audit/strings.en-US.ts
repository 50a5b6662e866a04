/** en-US strings of the Audit tool (features/audit), put together in i18n/en-US.ts. */
export const auditStrings = {
  audit: {
    title: 'Audit log',
    verify: 'Verify chain',
    verifying: 'Verifying…',
    verdictEmpty: 'The audit log is empty.',
    verdictOk_one: 'The chain holds: {{count}} entry, the newest #{{id}} (hash {{hash}}).',
    verdictOk_other: 'The chain holds: {{count}} entries, the newest #{{id}} (hash {{hash}}).',
    verdictBroken: 'The chain is broken at entry #{{id}}: {{reason}}.',
    actor: 'Actor',
    actorHint: 'Email or user@cli',
    action: 'Action',
    actionHint: 'e.g. chatAssign',
    filter: 'Filter',
    empty: 'No entries here.',
    newer: 'Newer entries',
    older: 'Older entries',
    becomes: 'becomes',
    kinds: {
      staff: 'Console',
      cli: 'Ops CLI',
      system: 'Server',
    },
    columns: {
      id: 'Id',
      at: 'When',
      actor: 'Who',
      action: 'Action',
      target: 'Target',
      change: 'Before → after',
    },
  },
} as const;
