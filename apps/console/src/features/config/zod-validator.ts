import { Validator, type Schema } from '@cfworker/json-schema';
import {
  ErrorSchemaBuilder,
  type RJSFSchema,
  type RJSFValidationError,
  type ValidatorType,
} from '@rjsf/utils';

/** What the validator needs of a zod schema (the contract's; the console does not import zod). */
export interface SafeParser {
  safeParse(value: unknown):
    | { success: true }
    | {
        success: false;
        error: { issues: readonly { code: string; path: PropertyKey[]; message: string }[] };
      };
}

/** Keywords that only say one of their parts failed: the part's own error says which. */
const CONTAINER_KEYWORDS = new Set([
  'properties',
  'items',
  'additionalProperties',
  'propertyNames',
  'allOf',
  '$ref',
]);

const validators = new WeakMap<object, Validator>();

/**
 * A JSON Schema validator that compiles nothing (the console's content security policy forbids
 * eval, which ajv needs): @cfworker/json-schema, one per schema object.
 */
const jsonSchemaValidator = (schema: RJSFSchema, rootSchema?: RJSFSchema) => {
  let validator = validators.get(schema);
  if (!validator) {
    const definitions = rootSchema?.definitions;
    validator = new Validator(
      (definitions ? { ...schema, definitions } : schema) as Schema,
      '7',
      false,
    );
    validators.set(schema, validator);
  }
  return validator;
};

/** `#/0/name` → ['0', 'name']. */
const pathOfPointer = (pointer: string) =>
  pointer
    .replace(/^#\/?/, '')
    .split('/')
    .filter((p) => p !== '')
    .map((p) => decodeURIComponent(p).replaceAll('~1', '/').replaceAll('~0', '~'));

const validationData = (issues: { path: string[]; message: string; name: string }[]) => {
  const builder = new ErrorSchemaBuilder();
  const errors: RJSFValidationError[] = issues.map(({ path, message, name }) => {
    builder.addErrors(message, path.length > 0 ? path : undefined);
    const property = path.length > 0 ? `.${path.join('.')}` : '';
    return { name, message, property, stack: `${property || 'value'}: ${message}` };
  });
  return { errors, errorSchema: builder.ErrorSchema };
};

/**
 * The generated form's validator: a section's value is checked by the contract's zod schema,
 * the one the server checks it with, so the form says what the server would. Without one (the
 * rewards rules' sections, whose schema is the server's) it checks the JSON Schema the server
 * derived from it; the server answers whatever else is wrong. rjsf's own questions (which
 * branch of a union a value takes) are answered on the JSON Schema.
 */
export const zodValidator = (schema: SafeParser | null): ValidatorType => ({
  validateFormData(formData, jsonSchema) {
    if (schema) {
      const result = schema.safeParse(formData);
      if (result.success) return { errors: [], errorSchema: {} };
      return validationData(
        result.error.issues.map((issue) => ({
          path: issue.path.map(String),
          message: issue.message,
          name: issue.code,
        })),
      );
    }
    const result = jsonSchemaValidator(jsonSchema).validate(formData);
    return validationData(
      result.errors
        .filter((e) => !CONTAINER_KEYWORDS.has(e.keyword))
        .map((e) => ({
          path: pathOfPointer(e.instanceLocation),
          message: e.error,
          name: e.keyword,
        })),
    );
  },
  isValid: (schemaToCheck, formData, rootSchema) =>
    jsonSchemaValidator(schemaToCheck, rootSchema).validate(formData).valid,
  rawValidation: <Result>(schemaToCheck: RJSFSchema, formData: unknown) => ({
    errors: jsonSchemaValidator(schemaToCheck).validate(formData).errors as Result[],
  }),
});
