import type { CommonBody } from '@lobby/contract/common';
import { APP_CHANNEL, APP_VERSION } from '@lobby/contract/values/enums';
import { APP_ID } from '../config/constants';
import { platform } from './device';

/** Fields every body carries (docs/api.md): the lobby's calls and the game pages' alike. */
export const commonBody = (): Required<CommonBody> => ({
  appId: APP_ID,
  channel: APP_CHANNEL,
  clientReferrer: document.referrer,
  platform: platform(),
  appVersion: APP_VERSION,
});
