import { ErrorSchemaBuilder, type RJSFValidationError, type ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';

/** What the validator needs of a zod schema (the contract's; the console does not import zod). */
export interface SafeParser {
  safeParse(value: unknown):
    | { success: true }
    | {
        success: false;
        error: { issues: readonly { code: string; path: PropertyKey[]; message: string }[] };
      };
}

/** JSON Schema work the form needs besides checking a value (picking a union's branch). */
const ajv = customizeValidator();

/**
 * The generated form's validator: a section's value is checked by the contract's zod schema,
 * the one the server checks it with, so the form says what the server would; ajv (on the
 * schema's JSON Schema) only picks union branches, and checks the sections whose schema is the
 * server's alone.
 */
export const zodValidator = (schema: SafeParser | null): ValidatorType => ({
  validateFormData(formData, jsonSchema, customValidate, transformErrors, uiSchema) {
    if (!schema)
      return ajv.validateFormData(formData, jsonSchema, customValidate, transformErrors, uiSchema);
    const result = schema.safeParse(formData);
    if (result.success) return { errors: [], errorSchema: {} };
    const builder = new ErrorSchemaBuilder();
    const errors: RJSFValidationError[] = result.error.issues.map((issue) => {
      const path = issue.path.map(String);
      builder.addErrors(issue.message, path.length > 0 ? path : undefined);
      const property = path.length > 0 ? `.${path.join('.')}` : '';
      return {
        name: issue.code,
        message: issue.message,
        property,
        stack: `${property || 'value'}: ${issue.message}`,
      };
    });
    return { errors, errorSchema: builder.ErrorSchema };
  },
  isValid: (schemaToCheck, formData, rootSchema) =>
    ajv.isValid(schemaToCheck, formData, rootSchema),
  rawValidation: (schemaToCheck, formData) => ajv.rawValidation(schemaToCheck, formData),
});
