import type { FastifyReply } from 'fastify';
import type { Envelope } from '@lobby/contract/envelope';
import { type ErrorCode, errorCatalogue } from '@lobby/contract/values/errors';

/** The envelope of a refusal or failure: code is the HTTP status, errcode the catalogue code. */
export const errorEnvelope = (errcode: ErrorCode, data?: unknown): Envelope<unknown> => {
  const entry = errorCatalogue[errcode];
  const envelope: Envelope<unknown> = { code: entry.httpStatus, errcode, msg: entry.msg };
  if (data !== undefined) envelope.data = data;
  return envelope;
};

/**
 * Sends an envelope as a ready JSON string, so no route's answer schema applies to it (a
 * refusal's details are not the call's answer).
 */
export const sendEnvelope = (
  reply: FastifyReply,
  httpStatus: number,
  envelope: Envelope<unknown>,
): FastifyReply =>
  reply.code(httpStatus).type('application/json; charset=utf-8').send(JSON.stringify(envelope));

export const sendError = (reply: FastifyReply, errcode: ErrorCode, data?: unknown) =>
  sendEnvelope(reply, errorCatalogue[errcode].httpStatus, errorEnvelope(errcode, data));

/** JSON bytes of an answer prepared ahead (a cache), with the encodings it is kept in. */
export interface EncodedBody {
  readonly identity: Buffer;
  readonly gzip?: Buffer;
  readonly br?: Buffer;
}

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * What a handler returns to send bytes it prepared itself instead of an answer the router
 * serializes: the hot path of a cached call does no JSON or schema work. The headers of each
 * encoding are merged once, here, so sending one is a single reply.headers call; a cache keeps
 * its PreparedAnswer with the bytes rather than building one per request.
 */
export class PreparedAnswer {
  readonly #byEncoding: Readonly<Record<Encoding, { bytes: Buffer; headers: object }>>;

  constructor(
    readonly body: EncodedBody,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    const compressed = Boolean(body.gzip || body.br);
    const variant = (encoding: Encoding) => {
      const bytes = encoding === 'identity' ? body.identity : (body[encoding] ?? body.identity);
      return {
        bytes,
        headers: {
          ...headers,
          'content-type': 'application/json; charset=utf-8',
          ...(compressed ? { vary: 'accept-encoding' } : {}),
          ...(bytes !== body.identity ? { 'content-encoding': encoding } : {}),
        },
      };
    };
    this.#byEncoding = { br: variant('br'), gzip: variant('gzip'), identity: variant('identity') };
  }

  /** The bytes and headers to send to a client accepting `encoding`. */
  variant(encoding: Encoding) {
    return this.#byEncoding[encoding];
  }
}

const parseAcceptEncoding = (acceptEncoding: string): Encoding => {
  let br = false;
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    const refused = params.some((p) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip') gzip = true;
    else if (name === '*') br = gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : 'identity';
};

/**
 * Clients send a handful of distinct Accept-Encoding values (one per browser build), so the
 * answers are remembered: parsing the header cost more than the rest of a cached answer. The
 * memo is bounded; past the bound it starts over (hostile headers cannot grow it).
 */
const ENCODING_MEMO_MAX = 256;
const encodingMemo = new Map<string, Encoding>();

/** The best encoding the client accepts among br and gzip; q=0 refuses one. */
export const pickEncoding = (acceptEncoding: string | undefined): Encoding => {
  if (!acceptEncoding) return 'identity';
  let encoding = encodingMemo.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (encodingMemo.size >= ENCODING_MEMO_MAX) encodingMemo.clear();
    encodingMemo.set(acceptEncoding, encoding);
  }
  return encoding;
};

export const sendPrepared = (
  reply: FastifyReply,
  answer: PreparedAnswer,
  acceptEncoding?: string,
) => {
  const { bytes, headers } = answer.variant(pickEncoding(acceptEncoding));
  return reply.headers(headers).send(bytes);
};
