import { DECIMAL_REGEX } from 'valibot';

/** Renders JSON Schema (as produced by @valibot/to-json-schema) as short TypeScript-like text for the docs. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  description?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

// `decimal()` is how fields.ts accepts a number sent as text (query strings and form fields).
const isNumericText = (schema: JsonSchema) => schema.type === 'string' && schema.pattern === DECIMAL_REGEX.source;

/** A number that may also arrive as numeric text: `anyOf [number, decimal string]`, refined after the union. */
function numericUnion(schema: JsonSchema): boolean {
  const variants = schema.anyOf ?? [];
  return variants.length === 2 && variants.some(isNumericText) && variants.some((part) => part.type === 'number');
}

/** A one-line type, e.g. `string`, `'a' | 'b'`, `Array<{ id: number }>`. */
export function typeText(schema: JsonSchema, indent = ''): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (numericUnion(schema)) return `${schema.type === 'integer' ? 'integer' : 'number'} (or numeric text)`;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return unique(variants.map((variant) => typeText(variant, indent))).join(' | ');
  if (schema.allOf) return schema.allOf.map((part) => typeText(part, indent)).join(' & ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  switch (type) {
    case 'object':
      return objectText(schema, indent);
    case 'array': {
      const item = Array.isArray(schema.items) ? { anyOf: schema.items } : schema.items;
      return `Array<${item ? typeText(item, indent) : 'unknown'}>`;
    }
    case 'integer':
      return 'integer';
    case 'string':
      return schema.format ? `string /* ${schema.format} */` : 'string';
    case undefined:
      return 'unknown';
    default:
      return type;
  }
}

function objectText(schema: JsonSchema, indent: string): string {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) {
    const extra = schema.additionalProperties;
    return extra && typeof extra === 'object' ? `Record<string, ${typeText(extra, indent)}>` : '{}';
  }
  const inner = `${indent}  `;
  const required = new Set(schema.required ?? []);
  const lines = properties.map(([name, property]) => {
    const optional = required.has(name) ? '' : '?';
    return `${inner}${name}${optional}: ${typeText(property, inner)};`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** Constraints worth telling a caller: limits, formats, defaults. */
export function constraintText(schema: JsonSchema): string {
  const notes: string[] = [];
  if (schema.description) notes.push(schema.description);
  if (schema.minLength !== undefined) notes.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) notes.push(`max length ${schema.maxLength}`);
  if (schema.minimum !== undefined) notes.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) notes.push(`≤ ${schema.maximum}`);
  if (schema.minItems !== undefined) notes.push(`at least ${schema.minItems} items`);
  if (schema.maxItems !== undefined) notes.push(`at most ${schema.maxItems} items`);
  if (schema.pattern) notes.push(`pattern \`${schema.pattern.replace(/\|/g, '\\|')}\``);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  // The text variant of a numeric field only restates "numeric text", which the type already says.
  for (const variant of numericUnion(schema) ? [] : (schema.anyOf ?? [])) {
    const inner = constraintText(variant);
    if (inner) notes.push(inner);
  }
  return unique(notes).join('; ');
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
