import type { Env } from './env';
import type { SocialEndpoints } from '../modules/accounts/social/social-verifier';

/** The social sign-in endpoints and secrets the environment names (its defaults are the providers'). */
export const socialEndpointsFromEnv = (
  env: Pick<
    Env,
    | 'GOOGLE_JWKS_URL'
    | 'LINE_JWKS_URL'
    | 'FACEBOOK_JWKS_URL'
    | 'FACEBOOK_GRAPH_URL'
    | 'FACEBOOK_APP_SECRET'
    | 'LINE_TOKEN_URL'
    | 'LINE_CHANNEL_SECRET'
  >,
): SocialEndpoints => ({
  googleJwksUrl: env.GOOGLE_JWKS_URL,
  lineJwksUrl: env.LINE_JWKS_URL,
  facebookJwksUrl: env.FACEBOOK_JWKS_URL,
  facebookGraphUrl: env.FACEBOOK_GRAPH_URL,
  facebookAppSecret: env.FACEBOOK_APP_SECRET,
  lineTokenUrl: env.LINE_TOKEN_URL,
  lineChannelSecret: env.LINE_CHANNEL_SECRET,
});
