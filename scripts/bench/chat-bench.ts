// The live chat on one instance (docs/service.md): 500 visitors connected to the real server on
// PostgreSQL, one staff console socket. Every player sends MESSAGES messages, each after the ack of
// the one before (closed loop), and staff receive them all; then staff answer every
// conversation once and each player receives the answer. Prints one JSON line: messages
// delivered per second each way, the latency from send to the other side's receipt (median,
// p99), and statements per message. Load and server share this process (and its 2 cores).
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { WebSocket } from 'ws';
import type { ChatServerFrame } from '../../packages/contract/src/chat';
import {
  CHAT_SOCKET_PATH,
  CONSOLE_CHAT_SOCKET_PATH,
} from '../../packages/contract/src/values/chat';
import { consolePath } from '../../packages/contract/src/values/console';
import { buildApp } from '../../apps/server/src/app';
import { systemAuditBy } from '../../apps/server/src/modules/audit/audit-by';
import { newTotpSecret, totpCodeOf } from '../../apps/server/src/modules/staff/staff-totp';
import { median, withScratchDatabase } from './pg-bench-kit';

const PLAYERS = Number(process.env.CHAT_PLAYERS ?? 500);
const MESSAGES = Number(process.env.CHAT_MESSAGES ?? 10);
const PACED_RATE = 200;
const PACED_SECONDS = 5;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};
const ms = (value: number) => Math.round(value * 100) / 100;
const id = () => randomBytes(12).toString('base64url');

/** A socket whose frames go to `onFrame`; resolves once open. */
const connect = (url: string, onFrame: (frame: ChatServerFrame) => void, headers = {}) =>
  new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on('message', (data) => onFrame(JSON.parse(String(data)) as ChatServerFrame));
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });

let statements = 0;

const main = async () => {
  await withScratchDatabase(
    20,
    async (db) => {
      const built = await buildApp({
        env: {
          APP_ENV: 'test',
          LOG_LEVEL: 'silent',
          RATE_LIMIT_MAX: '0',
          SIGN_IN_RATE_LIMIT_MAX: '0',
          JOBS_POLL_MS: '0',
          WEB_DIST: '/nonexistent',
        },
        database: { db, kind: 'postgres', close: async () => {} },
        logger: false,
      });
      const { app } = built;
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      try {
        // Enrolled with a known TOTP secret: the password, then the second factor, sets the cookie.
        const totpSecret = newTotpSecret();
        await built.staff.members.create(
          {
            email: 'bench@lobby.test',
            name: 'Bench',
            role: 'support',
            password: 'bench-staff-password',
            totpSecret,
          },
          { by: systemAuditBy('chat bench') },
        );
        const signIn = await app.inject({
          method: 'POST',
          url: consolePath('staffSignIn'),
          payload: { email: 'bench@lobby.test', password: 'bench-staff-password' },
        });
        const code = await app.inject({
          method: 'POST',
          url: consolePath('staffSignInCode'),
          payload: { pendingToken: signIn.json().data.pendingToken, code: totpCodeOf(totpSecret) },
        });
        if (code.json().errcode !== 0) throw new Error(`bench staff sign-in: ${code.body}`);
        const cookie = String(code.headers['set-cookie']).split(';')[0]!;

        // When each message was sent, by its text; the receiver notes the delay.
        const sentAt = new Map<string, number>();
        const toStaff: number[] = [];
        const toPlayers: number[] = [];
        let staffGot = 0;
        let allToStaff: () => void = () => {};
        const staffDone = new Promise<void>((resolve) => (allToStaff = resolve));
        let pacedToStaff: () => void = () => {};
        const pacedDelivered = new Promise<void>((resolve) => (pacedToStaff = resolve));
        const staff = await connect(
          `${base}${CONSOLE_CHAT_SOCKET_PATH}`,
          (frame) => {
            if (frame.t !== 'message' || frame.message.from !== 'player') return;
            toStaff.push(performance.now() - sentAt.get(frame.message.text)!);
            staffGot += 1;
            if (frame.message.text.startsWith('paced') && staffGot === PACED_RATE * PACED_SECONDS)
              pacedToStaff();
            if (!frame.message.text.startsWith('paced') && staffGot === PLAYERS * MESSAGES)
              allToStaff();
          },
          // As the console's page opens it: the cookie, from the console's own origin.
          { cookie, 'sec-fetch-site': 'same-origin' },
        );
        staff.send(JSON.stringify({ t: 'hello' }));

        const conversations: number[] = [];
        const players = await Promise.all(
          Array.from({ length: PLAYERS }, async (_, p) => {
            const acks = new Map<string, () => void>();
            let answered: () => void = () => {};
            const answer = new Promise<void>((resolve) => (answered = resolve));
            let welcomed: () => void = () => {};
            const welcome = new Promise<void>((resolve) => (welcomed = resolve));
            const socket = await connect(`${base}${CHAT_SOCKET_PATH}`, (frame) => {
              if (frame.t === 'error') throw new Error(`player ${p}: ${JSON.stringify(frame)}`);
              if (frame.t === 'welcome') welcomed();
              if (frame.t === 'ack') {
                conversations[p] = frame.message.conversationId;
                acks.get(frame.clientId)?.();
              }
              if (frame.t === 'message' && frame.message.from === 'staff') {
                toPlayers.push(performance.now() - sentAt.get(frame.message.text)!);
                answered();
              }
            });
            socket.send(
              JSON.stringify({ t: 'hello', deviceId: randomBytes(16).toString('base64url') }),
            );
            await welcome;
            return { socket, acks, answer };
          }),
        );

        // At a steady 200 messages a second (each player one every 2.5 s): the latency a player
        // meets on a busy evening, not under saturation.
        const paced: number[] = [];
        const pacedStart = performance.now();
        const sends: Promise<void>[] = [];
        for (let n = 0; n < PACED_RATE * PACED_SECONDS; n++) {
          const due = pacedStart + (n * 1000) / PACED_RATE;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          const { socket, acks } = players[n % PLAYERS]!;
          const clientId = id();
          const text = `paced ${n}`;
          sentAt.set(text, performance.now());
          sends.push(new Promise<void>((resolve) => acks.set(clientId, resolve)));
          socket.send(JSON.stringify({ t: 'send', clientId, text }));
        }
        await Promise.all(sends);
        await pacedDelivered;
        paced.push(...toStaff.splice(0));
        staffGot = 0;

        statements = 0;
        const started = performance.now();
        await Promise.all(
          players.map(async ({ socket, acks }, p) => {
            for (let m = 0; m < MESSAGES; m++) {
              const clientId = id();
              const text = `p${p} m${m}`;
              const acked = new Promise<void>((resolve) => acks.set(clientId, resolve));
              sentAt.set(text, performance.now());
              socket.send(JSON.stringify({ t: 'send', clientId, text }));
              await acked;
            }
          }),
        );
        await staffDone;
        const playerSeconds = (performance.now() - started) / 1000;
        const playerStatements = statements;

        const answering = performance.now();
        for (const [p, conversationId] of conversations.entries()) {
          const text = `answer ${p}`;
          sentAt.set(text, performance.now());
          staff.send(JSON.stringify({ t: 'send', conversationId, clientId: id(), text }));
        }
        await Promise.all(players.map(({ answer }) => answer));
        const staffSeconds = (performance.now() - answering) / 1000;

        for (const { socket } of players) socket.close();
        staff.close();
        console.log(
          JSON.stringify({
            players: PLAYERS,
            messages: PLAYERS * MESSAGES,
            pacedToStaff: {
              perSecond: PACED_RATE,
              medianMs: ms(median(paced)),
              p99Ms: ms(percentile(paced, 0.99)),
            },
            playersToStaff: {
              perSecond: Math.round((PLAYERS * MESSAGES) / playerSeconds),
              medianMs: ms(median(toStaff)),
              p99Ms: ms(percentile(toStaff, 0.99)),
            },
            staffToPlayers: {
              perSecond: Math.round(PLAYERS / staffSeconds),
              medianMs: ms(median(toPlayers)),
              p99Ms: ms(percentile(toPlayers, 0.99)),
            },
            statementsPerMessage: Math.round((playerStatements / (PLAYERS * MESSAGES)) * 10) / 10,
          }),
        );
      } finally {
        await app.close();
      }
    },
    () => {
      statements++;
    },
  );
};

await main();
