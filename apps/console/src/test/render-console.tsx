import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { ConsoleAnswerOf, ConsoleCallName } from '@lobby/contract/console';
import { routes } from '../app/routes';
import { setUnauthorizedHandler } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { signedOut } from '../lib/staff';

type Answer = { errcode: number; msg?: string; data?: unknown; status?: number };
/** A call's stub: its data, a refusal (an errcode), or a function of the body to either. */
export type CallStub = {
  [N in ConsoleCallName]?:
    Answer | ConsoleAnswerOf<N> | ((body: unknown) => Answer | ConsoleAnswerOf<N>);
};

const envelope = (answer: Answer) =>
  new Response(
    JSON.stringify({
      code: answer.status ?? 200,
      errcode: answer.errcode,
      msg: answer.msg ?? 'ok',
      data: answer.data,
    }),
    { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } },
  );

const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && 'errcode' in value;

/**
 * Stubs the console's calls: each name answers its stub (data, or a refusal); a name without
 * one answers 404. Answers the calls made, by name, with their bodies.
 */
export const stubCalls = (stubs: CallStub) => {
  const made: { name: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const name = url.split('/').pop() as ConsoleCallName;
      const body = JSON.parse(String(init?.body ?? '{}')) as unknown;
      made.push({ name, body });
      const stub = stubs[name];
      if (!stub) return envelope({ errcode: 404, msg: 'Not found', status: 404 });
      const answer = typeof stub === 'function' ? stub(body) : stub;
      return envelope(isAnswer(answer) ? answer : { errcode: 0, data: answer });
    }),
  );
  return made;
};

/** staffMe's answer for `staff` signed in (a session far from its end). */
export const signedInAs = (staff: { id: number; email: string; name: string; role: string }) => ({
  errcode: 0,
  data: { staff, expiresAt: 2_000_000_000 },
});

let socketsOpened = 0;
/** How many sockets the pages opened since the last renderConsole. */
export const openedSockets = () => socketsOpened;

/** A WebSocket that never connects: pages with the chat render without a server. */
class QuietSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  constructor() {
    super();
    socketsOpened += 1;
  }
  send() {}
  close() {
    this.readyState = 3;
  }
}

/** The console at `path` (under its basename), as the browser would show it. */
export const renderConsole = (path: string) => {
  socketsOpened = 0;
  vi.stubGlobal('WebSocket', QuietSocket);
  const remove = setUnauthorizedHandler(signedOut);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, remove };
};
