import { z } from 'zod';
import { httpsOrSiteUrl } from '../link-urls';

// The field shapes every part of the App config uses.

export const Id = z.number().int().positive();
export const Money = z.number().int().min(0);
/** A picture or a page of the app: https: or a path of this site (link-urls.ts). */
export const Url = httpsOrSiteUrl();
export const Text = (max: number) => z.string().max(max);
