/** A moment as the wire carries it: whole seconds since the epoch (docs/api.md). */
export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
