import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import type { CallDef, CallErrorDoc } from '../contract/define-call';
import { commonErrors, ErrorCode } from '../contract/error-codes';
import { apiDocsIntro } from './api-docs-intro';
import { constraintText, typeText, type JsonSchema } from './json-schema-text';

const schemaOf = (schema: GenericSchema): JsonSchema =>
  // Transforms and custom checks have no JSON Schema form; they are described by the call's summary.
  toJsonSchema(schema, { errorMode: 'ignore' }) as JsonSchema;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n\s*/g, ' ');

const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(2))} MB`;

/** The object shapes an input accepts: one, or each variant of a union of objects. */
function inputShapes(def: CallDef): JsonSchema[] {
  const schema = schemaOf(def.input);
  return schema.anyOf ?? schema.oneOf ?? [schema];
}

const hasInput = (def: CallDef) =>
  Boolean(def.files) || inputShapes(def).some((shape) => Object.keys(shape.properties ?? {}).length > 0);

function fieldTable(shape: JsonSchema, files: CallDef['files']): string[] {
  const required = new Set(shape.required ?? []);
  const rows = Object.entries(shape.properties ?? {}).map(
    ([name, property]) =>
      `| \`${name}\` | ${cell(typeText(property))} | ${required.has(name) ? 'yes' : 'no'} | ${cell(constraintText(property))} |`,
  );
  for (const [field, rule] of Object.entries(files ?? {})) {
    rows.push(
      `| \`${field}\` | file × ${rule.maxCount} | no | each ≤ ${megabytes(rule.maxBytes)}; ${rule.kinds.join(', ')} (recognised from the content) |`,
    );
  }
  return ['| field | type | required | rules |', '| --- | --- | --- | --- |', ...rows, ''];
}

function inputSection(def: CallDef): string[] {
  const where = def.method === 'GET' ? 'query string' : def.files ? 'multipart form' : 'JSON body';
  const token = def.method === 'POST' ? ['Plus `_token`, the CSRF token (added by the client).', ''] : [];
  if (!hasInput(def)) return [`**Input** (${where}): none.`, '', ...token];
  const shapes = inputShapes(def);
  const tables =
    shapes.length === 1
      ? fieldTable(shapes[0]!, def.files)
      : shapes.flatMap((shape, index) => [`${index === 0 ? 'Either' : 'Or'}:`, '', ...fieldTable(shape, def.files)]);
  return [`**Input** (${where}):`, '', ...tables, ...token];
}

/** The errors of one call: its own, then those its access, gate and uploads bring, then the common ones. */
function errorsOf(def: CallDef): { own: CallErrorDoc[]; common: CallErrorDoc[] } {
  const own = [
    ...(def.errors ?? []),
    ...(def.access === 'customer' ? [{ code: ErrorCode.UNAUTHENTICATED, when: 'no valid bearer token' }] : []),
    ...(def.gated ? [{ code: ErrorCode.SHOP_LOCKED, when: 'the shop password gate is on and not passed' }] : []),
    ...(def.files
      ? [
          {
            code: ErrorCode.VALIDATION,
            when: 'a file too large, one too many, or of a kind not accepted (errors.<field>)',
          },
          { code: ErrorCode.TOO_LARGE, when: 'the whole request is too large to read' },
        ]
      : []),
  ];
  const common = commonErrors.filter(
    (error) =>
      (error.code !== ErrorCode.CSRF || def.method === 'POST') &&
      (error.code !== ErrorCode.VALIDATION || hasInput(def)),
  );
  return { own, common };
}

function errorSection(def: CallDef): string[] {
  const { own, common } = errorsOf(def);
  return [
    '**Errors**:',
    '',
    ...own.map((error) => `- \`${error.code}\` — ${error.when}`),
    `- common: ${common.map((error) => `\`${error.code}\` ${error.when}`).join(' · ')}`,
    '',
  ];
}

function callSection(def: CallDef): string {
  const access = def.access === 'customer' ? '**customer** (bearer token)' : '**public**';
  return [
    `### \`${def.name}\` — ${def.method} \`${def.path}\``,
    '',
    def.summary,
    '',
    `Access: ${access} · Gated: **${def.gated ? 'yes' : 'no'}**`,
    '',
    ...inputSection(def),
    '**Data** (the `data` of `{ code: 0, data, msg }`):',
    '',
    '```ts',
    typeText(schemaOf(def.data)),
    '```',
    '',
    ...errorSection(def),
  ].join('\n');
}

/** The whole of docs/api.md for these calls, grouped by the domain part of their names, in registry order. */
export function renderApiDocs(calls: Readonly<Record<string, CallDef>>): string {
  const groups = new Map<string, CallDef[]>();
  for (const def of Object.values(calls)) {
    const domain = def.name.split('.')[0] ?? def.name;
    groups.set(domain, [...(groups.get(domain) ?? []), def]);
  }
  const index = [...groups].map(
    ([domain, defs]) => `- **${domain}**: ${defs.map((d) => `[\`${d.name}\`](#${anchor(d)})`).join(', ')}`,
  );
  const sections = [...groups].map(([domain, defs]) => [`## ${domain}`, '', ...defs.map(callSection)].join('\n'));
  return (
    [apiDocsIntro(), '## Calls', '', ...index, '', ...sections]
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}

/** GitHub's heading anchor of a call's section. */
function anchor(def: CallDef): string {
  return `${def.name} — ${def.method} ${def.path}`
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
