import { APP_VERSION } from '@lobby/contract/values/enums';

/** What getAfterLoginInfoWeb records about this device: app version, OS and model. */
export function deviceInfo(userAgent = navigator.userAgent) {
  const os = /Android/i.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/i.test(userAgent)
      ? 'iOS'
      : /Windows/i.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/i.test(userAgent)
          ? 'macOS'
          : /Linux|CrOS/i.test(userAgent)
            ? 'Linux'
            : 'Other';
  const model =
    /Android [\d.]+; ([^;)]+)/i.exec(userAgent)?.[1]?.trim() ??
    /(iPhone|iPad|iPod)/i.exec(userAgent)?.[1] ??
    '';
  return { version: APP_VERSION, os, deviceModel: model.slice(0, 128) };
}
