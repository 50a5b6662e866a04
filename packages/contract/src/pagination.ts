import { z } from 'zod';

/** `pageNum` from 1 and `pageSize`, as every list call of docs/api.md takes them. */
export const PageRequest = z.object({
  pageNum: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type PageRequest = z.infer<typeof PageRequest>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pages: z.number().int().min(0),
    total: z.number().int().min(0),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

export type Page<T> = {
  list: T[];
  pages: number;
  total: number;
  pageNum: number;
  pageSize: number;
};

export const pageAnswer = <T>(
  list: T[],
  total: number,
  { pageNum, pageSize }: PageRequest,
): Page<T> => ({
  list,
  total,
  pageNum,
  pageSize,
  pages: Math.ceil(total / pageSize),
});
