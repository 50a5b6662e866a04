import {
  ConfigRevisionDiffAnswer,
  ConfigRevisionDiffRequest,
  ConfigRevisionsAnswer,
  ConfigRevisionsRequest,
  ConfigRollbackRequest,
  ConfigSaveAnswer,
  ConfigSaveRequest,
  ConfigSectionsAnswer,
} from '../console-config';
import { defineConsoleCall, None } from './define-console-call';

/** The app config: its sections, saves, revisions and rollbacks. */
export const configConsoleCalls = {
  configSections: defineConsoleCall({
    name: 'configSections',
    permission: 'config.read',
    effect: 'read',
    summary: 'The editable config sections, their values and their documents’ revisions.',
    request: None,
    answer: ConfigSectionsAnswer,
  }),
  // A save's permission is its section's (values/console-config.ts), checked by the handler: the
  // router lets every role that reads the config in, and each section refuses (1602) the others.
  configSave: defineConsoleCall({
    name: 'configSave',
    permission: 'config.read',
    effect: 'audited',
    summary: 'Saves one config section as a new revision, refused when its base is stale.',
    request: ConfigSaveRequest,
    answer: ConfigSaveAnswer,
  }),
  configRevisions: defineConsoleCall({
    name: 'configRevisions',
    permission: 'config.read',
    effect: 'read',
    summary: 'A config document’s revisions, newest first: who, when, note, sections changed.',
    request: ConfigRevisionsRequest,
    answer: ConfigRevisionsAnswer,
  }),
  configRevisionDiff: defineConsoleCall({
    name: 'configRevisionDiff',
    permission: 'config.read',
    effect: 'read',
    summary: 'What a config revision changed against the one before it.',
    request: ConfigRevisionDiffRequest,
    answer: ConfigRevisionDiffAnswer,
  }),
  configRollback: defineConsoleCall({
    name: 'configRollback',
    permission: 'config.read',
    effect: 'audited',
    summary:
      'Saves a new revision whose content is an earlier one’s (each section it changes checked).',
    request: ConfigRollbackRequest,
    answer: ConfigSaveAnswer,
  }),
} as const;
