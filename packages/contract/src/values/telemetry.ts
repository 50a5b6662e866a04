/** A client sends at most this many events in one appEventLogClient call … */
export const EVENT_BATCH_MAX = 20;
/** … and sends what it has queued this often (milliseconds). */
export const EVENT_FLUSH_MS = 2000;
