/**
 * Columns selected under their camelCase names (`order_no as orderNo`), so a repository answers
 * domain objects without mapping them row by row: the database renames, Kysely types the result
 * from the generated schema, and snake_case stops at the repository.
 */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

type AsCamel<C extends string> = C extends CamelCase<C> ? C : `${C} as ${CamelCase<C>}`;

const camelCase = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** `['id', 'order_no']` → `['id', 'order_no as orderNo']`, typed for Kysely's select and returning. */
export const asCamel = <const C extends readonly string[]>(
  columns: C,
): { readonly [K in keyof C]: AsCamel<C[K]> } =>
  columns.map((column) =>
    column.includes('_') ? `${column} as ${camelCase(column)}` : column,
  ) as unknown as { readonly [K in keyof C]: AsCamel<C[K]> };

/** A row type under its camelCase keys: what a repository takes to write (it names the columns). */
export type Camelized<T> = { [K in keyof T as CamelCase<K & string>]: T[K] };

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** camelCase values under their column names, for Kysely's values() and set(). */
export const toColumns = <T>(values: Camelized<T>): T =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [snakeCase(key), value])) as T;
