import { useEffect, useState } from 'react';
import { authHeaders } from './api-client';
import { request } from './http';

/**
 * An image served only to its owner's session (a feedback image, a chat image), which travels in
 * a header an <img> cannot send: it is fetched with the session and shown from an object URL,
 * released when the image leaves the page. Answers the URL, 'failed', or null while loading.
 */
export function useAuthorizedImage(path: string): string | 'failed' | null {
  const [url, setUrl] = useState<string | 'failed' | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void (async () => {
      try {
        const response = await request('GET', path, {
          headers: authHeaders(),
          signal: controller.signal,
          timeoutTip: false,
        });
        if (!response.ok) throw new Error(`image ${response.status}`);
        const blob = await response.blob();
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      } catch {
        if (!controller.signal.aborted) setUrl('failed');
      }
    })();
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return url;
}
