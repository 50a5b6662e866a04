// The production app as `npm start` builds it (buildApp, APP_ENV from the environment), plus
// one call for the throughput figures: `anonymous/bench/hello`, the hello-world call. It goes
// where every call goes (POST with the common body, rate limit, metrics, security headers,
// body check) and answers { hello: 'world' } in the envelope as bytes made once, the cheapest
// way a handler can answer: the least a call of this server costs, which anonymous/appConfig is
// measured against (docs/adr/0005, revision 3).
// scripts/bench/http-figures.mjs bundles this file with esbuild, as apps/server/build.mjs
// bundles src/server.ts, and runs the bundle pinned to its core.
import { z } from 'zod';
import { bodyOf } from '@lobby/contract/common';
import { okEnvelope } from '@lobby/contract/envelope';
import { buildApp } from '../../apps/server/src/app';
import { PreparedAnswer } from '../../apps/server/src/core/envelope';

export const HELLO_CALL = 'anonymous/bench/hello';
const HELLO = new PreparedAnswer({
  identity: Buffer.from(JSON.stringify(okEnvelope({ hello: 'world' }))),
});

const { app } = await buildApp({
  extraCalls: {
    registry: {
      [HELLO_CALL]: {
        name: HELLO_CALL,
        access: 'public',
        summary: 'Benchmarks only: the hello-world call.',
        request: bodyOf({}),
        answer: z.object({ hello: z.string() }),
      },
    },
    routes: { [HELLO_CALL]: { handler: async () => HELLO } },
  },
});
const close = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
