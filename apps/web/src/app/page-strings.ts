import { enUSSharedPages } from '../i18n/en-US-pages';
import { payFromStrings } from '../i18n/en-US-pay-from';
import { wageringStrings } from '../i18n/en-US-wagering';
import { agentStrings } from '../features/agent/strings.en-US';
import { authStrings } from '../features/auth/strings.en-US';
import { bonusStrings } from '../features/bonus/strings.en-US';
import { chatStrings } from '../features/chat/strings.en-US';
import { mailStrings } from '../features/mail/strings.en-US';
import { feedbackStrings } from '../features/feedback/strings.en-US';
import { gamesStrings } from '../features/games/strings.en-US';
import { realityCheckGameStrings } from '../features/games/reality-check.en-US';
import { homeStrings } from '../features/home/strings.en-US';
import { memberStrings } from '../features/member/strings.en-US';
import { dataExportStrings } from '../features/member/data-export.strings.en-US';
import { offersStrings } from '../features/offers/strings.en-US';
import { pagesStrings } from '../features/pages/strings.en-US';
import { rankStrings } from '../features/rank/strings.en-US';
import { sharingStrings } from '../features/sharing/strings.en-US';
import { slotsHackStrings } from '../features/slots-hack/strings.en-US';
import { tasksStrings } from '../features/tasks/strings.en-US';
import { pointsStrings } from '../features/points/strings.en-US';
import { realityCheckSectionStrings } from '../features/protection/reality-check.en-US';
import { inviteSpinStrings } from '../features/invite-spin/strings.en-US';
import { jackpotStrings } from '../features/jackpot/strings.en-US';
import { checkInStrings } from '../features/check-in/strings.en-US';
import { vipStrings } from '../features/vip/strings.en-US';
import { walletStrings } from '../features/wallet/strings.en-US';
import { protectionLimitsStrings } from '../features/protection/strings.en-US';
import { verificationStrings } from '../features/verification/strings.en-US';
import { breakStrings } from '../features/protection/break-strings.en-US';

/**
 * The en-US strings of every code-split page: each feature's own and the shared ones, loaded
 * together with the first such page (load-page-strings.ts).
 */
export const enUSPages = {
  ...enUSSharedPages,
  ...wageringStrings,
  ...payFromStrings,
  ...agentStrings,
  ...authStrings,
  ...bonusStrings,
  ...chatStrings,
  ...mailStrings,
  ...feedbackStrings,
  ...gamesStrings,
  ...realityCheckGameStrings,
  ...homeStrings,
  ...memberStrings,
  ...dataExportStrings,
  ...breakStrings,
  ...offersStrings,
  ...pagesStrings,
  ...rankStrings,
  ...sharingStrings,
  ...slotsHackStrings,
  ...tasksStrings,
  ...pointsStrings,
  ...realityCheckSectionStrings,
  ...inviteSpinStrings,
  ...jackpotStrings,
  ...checkInStrings,
  ...vipStrings,
  ...walletStrings,
  ...protectionLimitsStrings,
  ...verificationStrings,
} as const;
