import { describe, expect, it } from 'vitest';
import { stubFetch } from '../test/fetch-stub';
import { BUILD_ID, checkForNewBuild } from './build-check';
import { useUpdateStore } from './update-store';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('build manifest check', () => {
  it('GETs builds/latest.json and flags a new version when the build id differs', async () => {
    const { seen } = stubFetch(() => json({ buildId: 'a-newer-build' }));
    expect(await checkForNewBuild()).toBe(true);
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
    expect(useUpdateStore.getState().available).toBe(true);
    useUpdateStore.setState({ available: false });
  });

  it('stays quiet for the running build, and on errors', async () => {
    stubFetch(() => json({ buildId: BUILD_ID }));
    expect(await checkForNewBuild()).toBe(false);
    stubFetch(() => json({}, 404));
    expect(await checkForNewBuild()).toBe(false);
    expect(useUpdateStore.getState().available).toBe(false);
  });

  it('goes through the HTTP client, so a 503 is retried once', async () => {
    let n = 0;
    const { fn } = stubFetch(() => (++n === 1 ? json({}, 503) : json({ buildId: BUILD_ID })));
    expect(await checkForNewBuild()).toBe(false);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
