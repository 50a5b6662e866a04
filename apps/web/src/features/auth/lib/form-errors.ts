import { useCallback, useState } from 'react';
import type { TFunction } from 'i18next';
import type { FieldErrors } from '@/lib/error-message';
import type { Problem } from './rules';

export const problemText = (problem: Problem, t: TFunction) =>
  problem ? t(problem.key, problem.values) : undefined;

/** The errors of one form: inline rule problems and server refusals, cleared as fields change. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clear = useCallback(
    (field: keyof FieldErrors) =>
      setErrors((e) => (e[field] || e.form ? { ...e, [field]: undefined, form: undefined } : e)),
    [],
  );
  return { errors, setErrors, clear };
}
