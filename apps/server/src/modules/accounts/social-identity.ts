import { AccountType } from '@lobby/contract/account';
import { SocialProvider } from '@lobby/contract/values/enums';
import { AppError, ErrorCode } from '@/core/app-error';
import type { AccountsContext } from './accounts-deps';
import * as field from './account-fields';
import type { SocialCredentials } from './social/social-verifier';

/** The identity a provider vouches for, checked against the client id the config enables. */
export const verifySocial = async (
  deps: AccountsContext,
  provider: SocialProvider,
  credentials: SocialCredentials,
) => {
  const signIn = deps.appConfig().signIn;
  const clientId =
    provider === SocialProvider.Google
      ? signIn.google?.clientId
      : provider === SocialProvider.Facebook
        ? signIn.facebook?.appId
        : signIn.line?.channelId;
  if (!clientId) throw new AppError(ErrorCode.SOCIAL_PROVIDER_DISABLED);
  return deps.social.verify(provider, credentials, clientId);
};

/** The account type of a player who signed up with a provider. */
export const socialAccountType: Record<number, number> = {
  [SocialProvider.Facebook]: AccountType.Facebook,
  [SocialProvider.Line]: AccountType.Line,
  [SocialProvider.Google]: AccountType.Google,
};

/** The provider's name as a nickname, or "Player" and four digits when too little is left. */
export const socialNickname = (name: string, max: number) => {
  const clean = field.nicknameFrom(name, max);
  return clean.length >= 2 ? clean : `Player${Math.floor(1000 + Math.random() * 9000)}`;
};
