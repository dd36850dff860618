#!/usr/bin/env node
// Lints code at paths of the workspace with its own ESLint config, for tests that plant an import and expect a
// rule to fire. Reads [{ filePath, code }] as JSON on stdin, writes [{ filePath, messages: [{ ruleId, message }] }].
// A process of its own because ESLint loads eslint.config.mjs with import(), which jest's VM cannot run.
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { root } from './workspace-apps.mjs';

const snippets = JSON.parse(readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: root });
const results = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push({
    filePath,
    messages: (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })),
  });
}
process.stdout.write(JSON.stringify(results));
