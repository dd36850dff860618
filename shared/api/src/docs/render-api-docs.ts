import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import type { CallDef } from '../contract/define-call';
import { commonErrors, ErrorCode } from '../contract/error-codes';
import { constraintText, typeText, type JsonSchema } from './json-schema-text';

const schemaOf = (schema: GenericSchema): JsonSchema =>
  // Transforms and custom checks have no JSON Schema form; they are described by the call's summary.
  toJsonSchema(schema, { errorMode: 'ignore' }) as JsonSchema;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n\s*/g, ' ');

function inputSection(def: CallDef): string[] {
  const schema = schemaOf(def.input);
  const properties = Object.entries(schema.properties ?? {});
  const where = def.method === 'GET' ? 'query string' : def.files ? 'multipart form' : 'JSON body';
  if (properties.length === 0 && !def.files) return [`**Input** (${where}): none.`, ''];
  const required = new Set(schema.required ?? []);
  const rows = properties.map(
    ([name, property]) =>
      `| \`${name}\` | ${cell(typeText(property))} | ${required.has(name) ? 'yes' : 'no'} | ${cell(constraintText(property))} |`,
  );
  for (const [field, rule] of Object.entries(def.files ?? {})) {
    rows.push(
      `| \`${field}\` | file × ${rule.maxCount} | no | each ≤ ${rule.maxBytes / 1024 / 1024} MB; ${rule.kinds.join(', ')} (checked from the content) |`,
    );
  }
  const token = def.method === 'POST' ? ['', 'Plus `_token`, the CSRF token (added by the client).'] : [];
  return [
    `**Input** (${where}):`,
    '',
    '| field | type | required | rules |',
    '| --- | --- | --- | --- |',
    ...rows,
    ...token,
    '',
  ];
}

function callSection(def: CallDef): string {
  const errors = [
    ...(def.errors ?? []),
    ...(def.access === 'customer' ? [{ code: ErrorCode.UNAUTHENTICATED, when: 'no valid bearer token' }] : []),
    ...(def.gated ? [{ code: ErrorCode.SHOP_LOCKED, when: 'the shop password gate is on and not passed' }] : []),
  ];
  return [
    `### \`${def.name}\` — ${def.method} \`${def.path}\``,
    '',
    def.summary,
    '',
    `Access: **${def.access}**${def.gated ? ' · behind the shop password gate' : ''}`,
    '',
    ...inputSection(def),
    '**Data** (the `data` of `{ code: 0, data, msg }`):',
    '',
    '```ts',
    typeText(schemaOf(def.data)),
    '```',
    '',
    ...(errors.length
      ? ['**Errors** (besides the common ones):', '', ...errors.map((e) => `- \`${e.code}\` — ${e.when}`), '']
      : []),
  ].join('\n');
}

const INTRO = `# API contract

Generated from the valibot schemas in \`shared/api/src/contract\` by \`pnpm docs:api\`. Do not edit by hand: a test
fails when this file differs from what the schemas say.

## Conventions

- Every response body is an envelope \`{ code, data, msg }\`. \`code\` 0 is success and \`data\` holds the result;
  any other code is a failure, \`msg\` says it in English and \`data.key\` gives the message key the UI translates.
- Every call sends \`X-Requested-With: XMLHttpRequest\`, and \`Authorization: Bearer <token>\` once logged in.
- Every POST body carries \`_token\`, the CSRF token of the browser session (\`GET /shop-hapi/csrf-token\`),
  in JSON and multipart bodies alike.
- HTTP 401 or body code 401: the client sends the user to the login page. The client never retries.
- GET calls take their input from the query string (numbers as text), POST calls from the body. No path parameters.
- Money is an integer of minor units (cents) in the header's \`currency\`. Timestamps are ISO 8601 text.
- Lists take \`page\` and \`page_size\` and answer \`{ items, page, page_size, total }\`.
- A 422 answers \`data.errors\`: field name → message keys; English and Vietnamese texts of every key are in
  \`shared/api/src/contract/messages/\`.
- Another customer's orders, addresses, cart lines, favorites and after-sales requests answer 404, as if absent.

## Codes

| code | meaning |
| --- | --- |
${Object.entries(ErrorCode)
  .map(([name, code]) => `| ${code} | ${name.toLowerCase().replace(/_/g, ' ')} |`)
  .join('\n')}

Common errors of every call: ${commonErrors.map((e) => `\`${e.code}\` (${e.when})`).join('; ')}.
`;

/** The whole of docs/api.md for these calls, grouped by the domain part of their names, in registry order. */
export function renderApiDocs(calls: Readonly<Record<string, CallDef>>): string {
  const groups = new Map<string, CallDef[]>();
  for (const def of Object.values(calls)) {
    const domain = def.name.split('.')[0] ?? def.name;
    groups.set(domain, [...(groups.get(domain) ?? []), def]);
  }
  const index = [...groups].map(([domain, defs]) => `- **${domain}**: ${defs.map((d) => `\`${d.name}\``).join(', ')}`);
  const sections = [...groups].map(([domain, defs]) => [`## ${domain}`, '', ...defs.map(callSection)].join('\n'));
  return (
    [INTRO, '## Calls', '', ...index, '', ...sections]
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}
