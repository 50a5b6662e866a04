import { BUILD_CHECK_MS } from '../config/constants';
import { request } from './http';
import { useUpdateStore } from './update-store';

export const BUILD_ID: string = __BUILD_ID__;
export const LATEST_BUILD_URL = '/builds/latest.json';

/** GET builds/latest.json through the HTTP client (so the GET retry rule applies). */
export async function fetchLatestBuildId(): Promise<string | null> {
  try {
    const response = await request('GET', `${LATEST_BUILD_URL}?t=${Date.now()}`, {
      timeoutTip: false,
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' ? body.buildId : null;
  } catch {
    return null;
  }
}

export async function checkForNewBuild(): Promise<boolean> {
  const latest = await fetchLatestBuildId();
  const isNew = latest !== null && latest !== BUILD_ID;
  if (isNew) useUpdateStore.getState().setAvailable();
  return isNew;
}

/** Poll periodically and whenever the app comes back to the foreground. */
export function startBuildCheck(): () => void {
  const timer = setInterval(() => void checkForNewBuild(), BUILD_CHECK_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void checkForNewBuild();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
