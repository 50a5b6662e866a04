import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { AwsClient } from 'aws4fetch';

/** s3rver's one account: requests signed with any other key are refused. */
const ACCESS_KEY = 'S3RVER';
const BUCKET = 'lobby-test';

export interface S3Request {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * A real S3-compatible server for the tests: @20minutes/s3rver (a maintained fork of s3rver) on
 * 127.0.0.1 at a port of its own, its objects in a temporary folder, Signature Version 4 checked
 * against its account. It records every request it receives (method, URL, headers), so a test
 * can see what a store sent; it reads objects back through its own signed client.
 */
export const startS3Server = async () => {
  const directory = mkdtempSync(join(tmpdir(), 'lobby-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const requests: S3Request[] = [];
  server.httpServer?.on('request', ({ method = '', url = '', headers }) =>
    requests.push({ method, url, headers }),
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new AwsClient({
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    service: 's3',
    region: 'us-east-1',
    retries: 0,
  });
  return {
    endpoint,
    bucket: BUCKET,
    requests,
    options: {
      endpoint,
      region: 'us-east-1',
      bucket: BUCKET,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: ACCESS_KEY,
      forcePathStyle: true,
    },
    /** The variables that point the app's STORAGE=s3 at this server. */
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Every object's key under `prefix`, as the server lists them (ListObjectsV2). */
    async keys(prefix: string) {
      const query = new URLSearchParams({ 'list-type': '2', prefix });
      const response = await client.fetch(`${endpoint}/${BUCKET}?${query}`);
      const xml = await response.text();
      if (!response.ok) throw new Error(`list answered ${response.status}`);
      return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!);
    },
    /** An object as the server keeps it: its bytes and its content type, or null. */
    async object(key: string) {
      const response = await client.fetch(`${endpoint}/${BUCKET}/${key}`);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        type: response.headers.get('content-type'),
      };
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
