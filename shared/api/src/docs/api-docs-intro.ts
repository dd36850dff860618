import { login, register } from '../contract/calls/auth';
import { getCsrfToken, getWebsitePassword, validateWebsitePassword } from '../contract/calls/site';
import { errorCodeMeanings, ErrorCode } from '../contract/error-codes';

const ref = (def: { name: string; method: string; path: string }) => `\`${def.name}\` (${def.method} \`${def.path}\`)`;

const codesTable = () =>
  Object.entries(ErrorCode)
    .sort(([, a], [, b]) => a - b)
    .map(([name, code]) => `| ${code} | \`${name}\` | ${errorCodeMeanings[code]} |`)
    .join('\n');

/** The conventions every call shares: the first part of docs/api.md. */
export function apiDocsIntro(): string {
  return `# API contract

Generated from the valibot schemas in \`shared/api/src/contract\` by \`pnpm docs:api\`. Do not edit by hand: a test
fails when this file differs from what the schemas say. Each call is a \`defineCall\` in
\`shared/api/src/contract/calls/\`; the apps make calls through the one client of \`@shop/api\`
(\`client.call(def, input)\`), the backend registers its routes from the same definitions.

## Envelope

Every response body is \`{ code, data, msg }\`, whatever the HTTP status.

- \`code\` 0 is success: \`data\` holds the result, shaped as each call's **Data** below. The client checks it
  against the schema and rejects a mismatch (\`ContractError\`), so the app never renders data the contract
  does not describe.
- Any other \`code\` is a failure (the HTTP status is the same number): \`msg\` says it in English,
  \`data.key\` is the message key the UI translates, and the client rejects the call with \`ApiError\`
  carrying the whole body.
- A 422 also answers \`data.errors\`: field name (dotted for nested fields) → message keys, shown next to the
  fields. The English and Vietnamese texts of every key are in \`shared/api/src/contract/messages/\`.

| code | name | meaning |
| --- | --- | --- |
${codesTable()}

The backend checks in this order: CSRF token (419), shop gate (423), access (401), input (422), then the call.

## Headers

- Every call: \`X-Requested-With: XMLHttpRequest\` and \`Accept: application/json\`; cookies of the same origin (the
  browser session). No \`Accept-Language\`: a call whose answer depends on the language takes a \`locale\` field.
- Once logged in: \`Authorization: Bearer <token>\`, the \`token\` of ${ref(login)} or ${ref(register)}.
- POST with a JSON body: \`Content-Type: application/json\`. Upload calls send \`multipart/form-data\`; the client sends
  a call given \`onUploadProgress\` through XMLHttpRequest, which reports upload progress (decision
  \`020-aftersales-upload-progress\`).

## CSRF

${ref(getCsrfToken)} answers \`data.csrf_token\` for the browser session (creating the session cookie when
missing). Every JSON POST body carries it back as \`_token\`; an upload (multipart) sends it in the
\`X-CSRF-Token\` header, so the token, the gate and the login are checked before a byte of its body is read (its
files are then streamed to disk, at most 10 MB each). Without it, or with another session's, the answer is 419. The
client reads it once at start-up and adds it itself; a failure to read it is silently ignored.

## Throttling

Login, the shop password, register and forgot-password are limited per client address and (login,
forgot-password) per email; over a limit the answer is 429 with \`data.key\` \`too_many_attempts\`,
\`data.retry_after\` and a \`Retry-After\` header, both in seconds.

## Access

**public** calls answer anybody. **customer** calls need the bearer token; without a valid one they answer 401,
and the client then sends the user to the login page (HTTP 401 or body code 401 alike). Another customer's
orders, addresses, cart lines, favorites and after-sales requests answer 404, as if absent.

## Shop password gate

When the shop is password protected, calls marked **gated** answer 423 until this browser session has passed the
gate. ${ref(getWebsitePassword)} tells whether the password page must be shown (\`data.is_page\`);
${ref(validateWebsitePassword)} checks the password and marks the session.

## Input

- GET calls take their input from the query string, POST calls a JSON body, or a multipart form when the call
  accepts files. No path parameters: ids travel in the query or the body.
- Query strings and form fields are text, so numeric fields also accept numeric text (shown as
  "(or numeric text)"), and a list in a query string is its key repeated (\`ids=1&ids=2\`).
- Fields not marked required may be left out; a default, when shown, then applies. Unknown fields are ignored.
- Uploads: each file field lists how many files it takes, the largest size of one file and the kinds accepted,
  recognised from the content, never from the name or the declared type. A file breaking its rule answers 422
  with the field's message key; a request too large to read at all answers 413.

## Money, time, lists

- Money is an integer of minor units (cents) in the \`currency\` of the header call; never a float.
- Timestamps are ISO 8601 text (\`date-time\`); calendar dates are \`YYYY-MM-DD\` (\`date\`).
- Lists take \`page\` (from 1) and \`page_size\` and answer \`{ items, page, page_size, total }\`.

## The client

\`createApiClient\` of \`@shop/api\` applies all of the above. A call that takes longer than 15 seconds is aborted
(\`TimeoutError\`); no answer or an answer that is not an envelope is a \`NetworkError\`. It never retries.
`;
}
