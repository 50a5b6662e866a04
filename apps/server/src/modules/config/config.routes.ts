import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import type { ConfigService } from './config.service';

/** If-None-Match holds our ETag (a list, weak or `*` too). */
const etagMatches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });

export const configRoutes = (config: ConfigService): CallRoutes<CallRegistry> => ({
  'anonymous/appConfig': {
    handler: async (input, { request }) => {
      const snapshot = config.current();
      const unchanged =
        input.version === snapshot.version ||
        etagMatches(request.headers['if-none-match'], snapshot.etag);
      return unchanged ? snapshot.notModifiedAnswer : snapshot.fullAnswer;
    },
  },
});
