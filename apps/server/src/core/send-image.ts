import type { FastifyReply } from 'fastify';
import type { FeedbackImageType } from '@lobby/contract/values/feedback';

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/**
 * Sends an uploaded image (feedback, chat) so that no browser takes it for anything but that
 * image: the type read from its bytes when it was checked, a length, an inline name of ours
 * (`<kind>-<key>.<ext>`), and a private cache that varies with the credential it was served for
 * (`authorization` for a player, `cookie` for staff). The route's 'api' security headers add
 * nosniff and a deny-all CSP.
 */
export const sendImage = (
  reply: FastifyReply,
  image: { bytes: Buffer; type: FeedbackImageType },
  name: { kind: 'feedback' | 'chat'; key: string },
  vary: 'authorization' | 'cookie',
) =>
  reply
    .headers({
      'content-type': image.type,
      'content-length': String(image.bytes.length),
      'content-disposition': `inline; filename="${name.kind}-${name.key}.${EXTENSION[image.type]}"`,
      'cache-control': 'private, max-age=3600',
      vary,
    })
    .send(image.bytes);
