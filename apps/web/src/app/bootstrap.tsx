import { useDeferredValue, useEffect } from 'react';
import { useAppConfig } from '../lib/app-config';
import { removeCover } from '../lib/cover';

/**
 * The cover stays until the initial config has loaded (or failed, then pages offer Retry). The
 * signal is deferred like the lobby's config, so the cover goes in the commit that shows the
 * lobby rather than uncovering its skeleton.
 */
export function Bootstrap() {
  const { isSuccess, isError } = useAppConfig();
  const settled = useDeferredValue(isSuccess || isError, false);
  useEffect(() => {
    if (settled) removeCover();
  }, [settled]);
  return null;
}
