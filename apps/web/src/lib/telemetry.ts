import type { EventLogItem } from '@lobby/contract/telemetry';
import { APP_CHANNEL, APP_VERSION } from '@lobby/contract/values/enums';
import { APP_ID } from '../config/constants';
import { useSessionStore } from '../stores/session-store';

type Params = NonNullable<EventLogItem['params']>;

export const EVENT_CALL = 'anonymous/appEventLogClient';
/** Past this many unsent events the oldest are dropped: telemetry never grows without bound. */
const QUEUE_LIMIT = 500;

/** Events waiting for the sender (telemetry-sender.ts), oldest first. */
export const eventQueue: EventLogItem[] = [];

const eventUserId = (): string | number => {
  const id = useSessionStore.getState().user?.id;
  return id === undefined || id === null ? '' : id;
};

/** Queue one event; eventTime is whole SECONDS since the epoch. */
export function track(eventName: string, params?: Params) {
  eventQueue.push({
    eventName,
    channel: APP_CHANNEL,
    appId: APP_ID,
    version: APP_VERSION,
    eventTime: Math.floor(Date.now() / 1000),
    eventUserId: eventUserId(),
    ...(params ? { params } : {}),
  });
  if (eventQueue.length > QUEUE_LIMIT) eventQueue.splice(0, eventQueue.length - QUEUE_LIMIT);
}

/** For tests: what is still waiting. */
export const pendingEvents = () => eventQueue.length;
export const resetTelemetry = () => void eventQueue.splice(0, eventQueue.length);
