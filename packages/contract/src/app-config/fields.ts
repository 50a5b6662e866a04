import { z } from 'zod';

// The field shapes every part of the App config uses.

export const Id = z.number().int().positive();
export const Money = z.number().int().min(0);
export const Url = z.string().max(2048);
export const Text = (max: number) => z.string().max(max);
