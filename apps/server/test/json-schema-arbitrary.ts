import fc from 'fast-check';

/**
 * fast-check arbitraries of the values a JSON Schema accepts, for the schemas zod 4 writes
 * (`z.toJSONSchema(schema, { io: 'input' })`): objects, strings with lengths, patterns and
 * formats, integers and numbers with bounds, booleans, consts, enums, arrays, unions and
 * records. No maintained zod→fast-check bridge supports zod 4 yet (zod-fast-check stops at
 * zod 3), and the JSON Schema is zod's own stable output. Refinements zod cannot write into the
 * schema are not known here: a value may still be refused (400), which the property allows.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

/**
 * Integers where storage and time give way: PostgreSQL integer and bigint, JavaScript's safe
 * integers, a Date's range in milliseconds (±8.64e15) and in seconds (±8.64e12), timestamptz's.
 */
const INTEGER_EDGES = [
  0,
  1,
  -1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  8.64e12,
  -8.64e12,
  8.64e15,
  -8.64e15,
  253_402_300_800,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
];

/** How long generated strings and arrays get when the schema sets no bound. */
const FREE_LENGTH = 24;

const stringOf = (schema: JsonSchema): fc.Arbitrary<string> => {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.pattern) {
    const max = schema.maxLength ?? Infinity;
    const min = schema.minLength ?? 0;
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= min && s.length <= max);
  }
  return fc.string({
    unit: 'binary',
    minLength: schema.minLength ?? 0,
    maxLength: schema.maxLength ?? Math.max(schema.minLength ?? 0, FREE_LENGTH),
  });
};

const numberOf = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const low =
    schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON)
      : schema.minimum;
  const high =
    schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON)
      : schema.maximum;
  if (integer) {
    const min = Math.ceil(Math.max(low ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER));
    const max = Math.floor(Math.min(high ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER));
    // fast-check favours small values; the bugs live at the edges of what a column or a Date
    // holds, so those come half of the time.
    const edges = [...INTEGER_EDGES, min, max].filter((edge) => edge >= min && edge <= max);
    return fc.oneof(fc.constantFrom(...edges), fc.integer({ min, max }));
  }
  return fc.double({
    min: low ?? -Number.MAX_VALUE,
    max: high ?? Number.MAX_VALUE,
    noNaN: true,
    noDefaultInfinity: true,
  });
};

const objectOf = (schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> => {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === 'object') {
    return fc.dictionary(
      schema.propertyNames ? stringOf(schema.propertyNames) : fc.string({ maxLength: 12 }),
      arbitraryOf(schema.additionalProperties),
      { maxKeys: 4 },
    );
  }
  const entries = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value)]),
  );
  return fc.record(entries, {
    requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
  }) as fc.Arbitrary<Record<string, unknown>>;
};

/** An arbitrary of the values `schema` describes. */
export const arbitraryOf = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map(arbitraryOf));
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => arbitraryOf({ ...schema, type: t })));
  switch (type[0]) {
    case 'object':
      return objectOf(schema);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? FREE_LENGTH, FREE_LENGTH),
      });
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};
