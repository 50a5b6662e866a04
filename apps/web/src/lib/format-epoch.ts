/** A time the server named (epoch seconds), in the player's locale. */
export const formatEpoch = (seconds: number) =>
  new Date(seconds * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
