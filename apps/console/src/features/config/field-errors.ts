import { ErrorSchemaBuilder, type ErrorSchema } from '@rjsf/utils';
import type { ValidationIssue } from '@lobby/contract/envelope';
import { ErrorCode } from '@lobby/contract/values/errors';
import { ConsoleApiError } from '@/lib/api-client';

/** An issue's path within the section's value: the server's `value.3.name` is `3.name`. */
export const pathInValue = (path: string): string[] => {
  const parts = path.split('.').filter((p) => p !== '');
  return parts[0] === 'value' ? parts.slice(1) : parts;
};

/** The issues of a refused save (400 with `issues`), or none. */
export const issuesOf = (error: unknown): ValidationIssue[] => {
  if (!(error instanceof ConsoleApiError) || error.errcode !== ErrorCode.BAD_REQUEST) return [];
  const issues = (error.data as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? (issues as ValidationIssue[]) : [];
};

/** Issues as the generated form shows them: each message beside its field. */
export const errorSchemaOf = (issues: readonly ValidationIssue[]): ErrorSchema => {
  const builder = new ErrorSchemaBuilder();
  for (const issue of issues) {
    const path = pathInValue(issue.path);
    builder.addErrors(issue.message, path.length > 0 ? path : undefined);
  }
  return builder.ErrorSchema;
};
