import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { checkedImageKey } from './image-key';
import type { ImageStore } from './image-store';

export interface S3Options {
  /** The service's URL (MinIO, R2 …); none: AWS's own for the region. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket in the path (`host/bucket/key`) rather than in the host (`bucket.host/key`). */
  forcePathStyle: boolean;
  /** Put before every key: `feedback/`, `chat/`. */
  prefix: string;
}

/** One call's whole time, its retries included. */
const REQUEST_TIMEOUT_MS = 15_000;
/** aws4fetch retries answers 5xx and 429 with a jittered backoff (50 ms, then doubling). */
const RETRIES = 2;

/**
 * The URL objects' keys are appended to. A bucket whose name has dots goes in the path whatever
 * the setting: in the host it would not match the service's TLS certificate (`*.host`).
 */
export const bucketUrl = (options: Omit<S3Options, 'accessKeyId' | 'secretAccessKey'>) => {
  const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  const path = endpoint.pathname.replace(/\/+$/, '');
  if (options.forcePathStyle || options.bucket.includes('.'))
    return `${endpoint.origin}${path}/${options.bucket}/${options.prefix}`;
  return `${endpoint.protocol}//${options.bucket}.${endpoint.host}${path}/${options.prefix}`;
};

/** The error an answer carries: its status and S3's `<Code>`, never the request or its keys. */
const answerOf = async (response: Response) => {
  const code = /<Code>([^<]{1,64})<\/Code>/.exec(await response.text())?.[1];
  return { status: response.status, code };
};

const failure = (operation: string, answer: { status: number; code?: string | undefined }) =>
  new Error(`S3 ${operation} answered ${answer.status}${answer.code ? ` ${answer.code}` : ''}`);

/**
 * Objects in an S3-compatible bucket, signed with AWS Signature Version 4 by aws4fetch over
 * Node's fetch (ADR 0038). Every object is written as `application/octet-stream` with no ACL
 * (the bucket's own, private): the app serves the bytes itself, behind its sessions, with the
 * type its database holds. The payload's SHA-256 is signed, so the service refuses bytes that
 * did not arrive whole. A missing key reads as null and deletes as no error.
 */
export class S3ImageStore implements ImageStore {
  readonly #client: AwsClient;
  readonly #base: string;

  constructor(options: S3Options) {
    this.#client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      service: 's3',
      region: options.region,
      retries: RETRIES,
    });
    this.#base = bucketUrl(options);
  }

  #fetch(key: string, init: RequestInit) {
    return this.#client.fetch(`${this.#base}${checkedImageKey(key)}`, {
      ...init,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  }

  async put(key: string, bytes: Buffer) {
    const response = await this.#fetch(key, {
      method: 'PUT',
      // A copy typed as fetch's own body in every lib (the web's DOM one too); 2 MiB at most.
      body: new Uint8Array(bytes),
      headers: {
        'content-type': 'application/octet-stream',
        'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
      },
    });
    const answer = await answerOf(response);
    if (!response.ok) throw failure('PUT', answer);
  }

  async get(key: string) {
    const response = await this.#fetch(key, { method: 'GET' });
    if (response.ok) return Buffer.from(await response.arrayBuffer());
    const answer = await answerOf(response);
    // Only the key's absence is null; a missing bucket or a refusal is an error to see.
    if (answer.status === 404 && answer.code === 'NoSuchKey') return null;
    throw failure('GET', answer);
  }

  async delete(key: string) {
    const response = await this.#fetch(key, { method: 'DELETE' });
    const answer = await answerOf(response);
    // S3 answers 204 for a key with nothing under it; some compatible services answer 404.
    if (response.ok || (answer.status === 404 && answer.code === 'NoSuchKey')) return;
    throw failure('DELETE', answer);
  }
}
