import { appStrings } from '@/app/strings.en-US';
import { addStrings } from '@/i18n/i18n';
import { sharedStrings } from '@/i18n/shared.en-US';
import { signInStrings } from '@/features/sign-in/strings.en-US';
import { staffStrings } from '@/features/staff/strings.en-US';
import { accountStrings } from '@/features/account/strings.en-US';
import { chatStrings } from '@/features/chat/strings.en-US';
import { feedbackStrings } from '@/features/feedback/strings.en-US';
import { playersStrings } from '@/features/players/strings.en-US';
import { realityCheckPanelStrings } from '@/features/players/reality-check.en-US';
import { auditStrings } from '@/features/audit/strings.en-US';
import { dashboardStrings } from '@/features/dashboard/strings.en-US';
import { mailStrings } from '@/features/mail/strings.en-US';
import { moneyStrings } from '@/features/money/strings.en-US';
import { configStrings } from '@/features/config/strings.en-US';
import { riskStrings } from '@/features/risk/strings.en-US';
import { dataRightsStrings } from '@/features/players/components/data-rights.strings.en-US';
import { limitsPanelStrings } from '@/features/players/components/limits-panel.strings';
import { kycStrings } from '@/features/kyc/strings.en-US';
import { protectionStrings } from '@/features/protection/strings.en-US';
import { breaksPanelStrings } from '../features/players/components/breaks-panel.strings.en-US';

/**
 * en-US strings of the operator console (its only language). A separate app with its own
 * i18next instance (i18n/i18n.ts): none of the player app's resources load here, nor these there.
 * Each tool keeps its own strings beside its code (strings.en-US.ts); this is the one resource
 * they make together.
 */
export const enUS = {
  ...appStrings,
  ...sharedStrings,
  ...signInStrings,
  ...staffStrings,
  ...accountStrings,
  ...chatStrings,
  ...feedbackStrings,
  ...playersStrings,
  ...realityCheckPanelStrings,
  ...auditStrings,
  ...dashboardStrings,
  ...mailStrings,
  ...moneyStrings,
  ...configStrings,
  ...riskStrings,
  ...dataRightsStrings,
  ...limitsPanelStrings,
  ...kycStrings,
  ...protectionStrings,
  ...breaksPanelStrings,
} as const;

/** The pieces enUS is made of: no two may name the same top-level key (console-strings.test.ts). */
export const enUSParts = [
  appStrings,
  sharedStrings,
  signInStrings,
  staffStrings,
  accountStrings,
  chatStrings,
  feedbackStrings,
  playersStrings,
  realityCheckPanelStrings,
  auditStrings,
  dashboardStrings,
  mailStrings,
  moneyStrings,
  configStrings,
  riskStrings,
  dataRightsStrings,
  limitsPanelStrings,
  kycStrings,
  protectionStrings,
  breaksPanelStrings,
];

// Every tool's strings join the console's resource as soon as the app loads.
addStrings(enUS);
