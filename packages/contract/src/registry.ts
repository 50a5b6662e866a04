import type { z } from 'zod';
import { AppConfigAnswer, AppConfigRequest } from './app-config';
import { AppEventLogClientAnswer, AppEventLogClientRequest } from './telemetry';

/** public: no session needed; session: 401 without a valid session. */
export type Access = 'public' | 'session';

export interface CallDef<Req extends z.ZodType = z.ZodType, Ans extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly access: Access;
  readonly summary: string;
  readonly request: Req;
  readonly answer: Ans;
}

const defineCall = <Req extends z.ZodType, Ans extends z.ZodType>(def: CallDef<Req, Ans>) => def;

/**
 * The one call registry: name → request schema, answer schema, access. Each call is served at
 * POST /app/v1/<name>. Later issues add their domains' calls here.
 */
export const callRegistry = {
  'anonymous/appConfig': defineCall({
    name: 'anonymous/appConfig',
    access: 'public',
    summary: 'The app config; answers notModified when the client already holds this version.',
    request: AppConfigRequest,
    answer: AppConfigAnswer,
  }),
  'anonymous/appEventLogClient': defineCall({
    name: 'anonymous/appEventLogClient',
    access: 'public',
    summary: 'A batch of up to 20 telemetry events; also sent by sendBeacon as text/plain.',
    request: AppEventLogClientRequest,
    answer: AppEventLogClientAnswer,
  }),
} as const;

export type CallRegistry = typeof callRegistry;
export type CallName = keyof CallRegistry;
export type CallRequest<N extends CallName> = z.input<CallRegistry[N]['request']>;
export type CallAnswer<N extends CallName> = z.output<CallRegistry[N]['answer']>;

export const callNames = Object.keys(callRegistry) as CallName[];
export const callPath = (name: string) => `/app/v1/${name}`;
