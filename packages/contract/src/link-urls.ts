import { z } from 'zod';
import { isHttpsUrl, isMailtoUrl, isSitePath } from './values/link-urls';

/**
 * The config's URL fields, one rule each (values/link-urls.ts): a field that opens a page out of
 * the app takes `httpsUrl`; one that loads a picture or opens a page of the app takes
 * `httpsOrSiteUrl`; only a field that says it may be an e-mail link takes `httpsOrMailtoUrl`.
 * Anything else (`javascript:`, `data:`, `http:`, `//host`) is a 400 naming the field.
 */

const URL_MAX = 2048;

export const httpsUrl = (max = URL_MAX) =>
  z.string().max(max).refine(isHttpsUrl, { message: 'must be an https: URL' });

export const httpsOrSiteUrl = (max = URL_MAX) =>
  z
    .string()
    .max(max)
    .refine((text) => isHttpsUrl(text) || isSitePath(text), {
      message: 'must be an https: URL or a path of this site (/…)',
    });

export const httpsOrMailtoUrl = (max = URL_MAX) =>
  z
    .string()
    .max(max)
    .refine((text) => isHttpsUrl(text) || isMailtoUrl(text), {
      message: 'must be an https: or a mailto: URL',
    });
