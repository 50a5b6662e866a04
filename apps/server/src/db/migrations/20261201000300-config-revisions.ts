import { sql, type Kysely } from 'kysely';

/**
 * Config revisions for the console's editors (docs/console.md "Configuration", ADR 0046): each
 * app config revision says who saved it and which sections it changed; the operator settings the
 * console edits keep every saved value too, numbered per key, written with the upsert.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table app_config
      add column actor text check (length(actor) between 1 and 254),
      add column sections text[] not null default '{}'
  `.execute(db);
  await sql`
    create table operator_setting_revisions (
      key text not null,
      revision bigint not null check (revision > 0),
      value jsonb not null,
      actor text check (length(actor) between 1 and 254),
      note text not null default '',
      sections text[] not null default '{}',
      created_at timestamptz not null default now(),
      primary key (key, revision)
    )
  `.execute(db);
  for (const [table, column, text] of [
    ['app_config', 'actor', "Who saved it: a staff member's email, user@cli; null for a seed."],
    ['app_config', 'sections', 'The top-level fields it changed against the revision before.'],
    [
      'operator_setting_revisions',
      'value',
      'The setting as saved at this revision (operator_settings holds the newest).',
    ],
    ['operator_setting_revisions', 'actor', "Who saved it: a staff member's email, user@cli."],
    [
      'operator_setting_revisions',
      'sections',
      'The top-level fields it changed against the revision before.',
    ],
  ] as const) {
    await sql`comment on column ${sql.ref(`${table}.${column}`)} is ${sql.lit(text)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table operator_setting_revisions`.execute(db);
  await sql`alter table app_config drop column actor, drop column sections`.execute(db);
}
