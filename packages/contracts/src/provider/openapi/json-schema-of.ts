import { type ConversionConfig, type JsonSchema, toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import type * as v from 'valibot';

/** Where the document keeps its named schemas. */
const COMPONENTS_PREFIX = '#/components/schemas/';

/**
 * A regex source with the dotAll flag's meaning spelled out: every `.` outside a character class
 * becomes `[\s\S]`, so the pattern matches the same without the flag (JSON Schema patterns have none).
 */
export function withoutDotAll(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') {
      out += source.slice(i, i + 2);
      i++;
    } else if (char === '[') {
      inClass = true;
      out += char;
    } else if (char === ']') {
      inClass = false;
      out += char;
    } else {
      out += char === '.' && !inClass ? '[\\s\\S]' : char;
    }
  }
  return out;
}

type ActionOverride = NonNullable<ConversionConfig['overrideAction']>;

/**
 * What the converter cannot say on its own, said exactly or refused:
 * - a regex with the `u` flag is kept as it is (JSON Schema 2020-12 patterns are Unicode-aware);
 *   the `s` flag is rewritten away; any other flag stays an error;
 * - a `check` or `partialCheck` (a rule in code: a real calendar date, an age, not a guest address) cannot be a
 *   JSON Schema keyword: its message is added to the description, so the document says the
 *   provider checks more than the schema shows.
 */
const overrideAction: ActionOverride = ({ valibotAction, jsonSchema }) => {
  if (valibotAction.type === 'regex') {
    const { source, flags } = (valibotAction as unknown as { requirement: RegExp }).requirement;
    const rest = flags.replace(/[us]/g, '');
    if (rest) return undefined;
    return { ...jsonSchema, pattern: flags.includes('s') ? withoutDotAll(source) : source };
  }
  if (valibotAction.type === 'check' || valibotAction.type === 'partial_check') {
    const message = (valibotAction as unknown as { message?: unknown }).message;
    const rule = typeof message === 'string' ? `Also checked: “${message}”` : 'Also checked by a rule in code.';
    const known = jsonSchema.description;
    if (known?.includes(rule)) return { ...jsonSchema };
    return { ...jsonSchema, description: known ? `${known} ${rule}` : rule };
  }
  return undefined;
};

/**
 * The conversion every schema of the document goes through. `input` types: a request is the
 * provider's input, and an answer is the BFF's input, so both are described as they travel (an
 * optional field with a default may be left out). `trim` is a transformation the wire cannot show:
 * skipped. Anything else the converter cannot express throws, so nothing is dropped silently.
 */
function conversion(definitions: Record<string, v.GenericSchema>): ConversionConfig {
  return {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'throw',
    definitions,
    ignoreActions: ['trim'],
    overrideAction,
    overrideRef: ({ referenceId }) => `${COMPONENTS_PREFIX}${referenceId}`,
  };
}

/** The JSON Schema of `schema` inside the document: named schemas of `definitions` become `$ref`s. */
export function jsonSchemaOf(schema: v.GenericSchema, definitions: Record<string, v.GenericSchema>): JsonSchema {
  const {
    $schema: _,
    $defs: __,
    ...rest
  } = toJsonSchema(schema, conversion(definitions)) as JsonSchema & {
    $defs?: unknown;
  };
  return rest;
}

/** The named schemas, for `components.schemas` (each one's own `$schema` left out). */
export function componentSchemas(definitions: Record<string, v.GenericSchema>): Record<string, JsonSchema> {
  const { definitions: _, ...config } = conversion(definitions);
  const converted = toJsonSchemaDefs(definitions, config);
  return Object.fromEntries(
    Object.entries(converted).map(([name, schema]) => {
      const { $schema: _$schema, ...rest } = schema;
      return [name, rest];
    }),
  );
}
