/** localStorage/sessionStorage that never throws (private mode, quota, disabled storage). */
const safe = (area: () => Storage) => ({
  get(key: string): string | null {
    try {
      return area().getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      area().setItem(key, value);
    } catch {
      /* storage full or disabled: the app keeps working from memory */
    }
  },
  remove(key: string): void {
    try {
      area().removeItem(key);
    } catch {
      /* as above */
    }
  },
  getJson<T>(key: string): T | null {
    const raw = this.get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: string, value: unknown): void {
    this.set(key, JSON.stringify(value));
  },
});

export const local = safe(() => window.localStorage);
export const session = safe(() => window.sessionStorage);
