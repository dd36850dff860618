import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EXIT_WITH_PARENT } from './server-process';

const E2E_DIR = path.resolve(__dirname, '..');
const PLAYWRIGHT_CLI = require.resolve('@playwright/test/cli');

export interface QaJourneys {
  /** The store QA runs against (its nginx address). */
  store: string;
  /** The preview key (`E2E_PREVIEW`). */
  preview: string;
  /** Where the run posts its verdict, with QA's token. */
  registry: string;
  token: string;
  /** The run's name, as the verdict records it. */
  run: string;
  /** The run's own folder: its results, its HTML report and its output (`output.txt`). */
  folder: string;
}

export interface QaRunResult {
  code: number;
  output: string;
}

/** Gives up on a run that hangs: QA's purchase journey takes well under a minute. */
const RUN_LIMIT_MS = 150_000;

/**
 * The worker's own settings that would make a nested run take the store for this run's own (`E2E_LOCAL_STORES`, the
 * local stores' and backends' addresses), write over this run's reports, or be taken for one of its workers.
 */
const isThisRunsOwn = (name: string) => /^(E2E_|PLAYWRIGHT_|PW_|TEST_)/.test(name) || name === 'FORCE_COLOR';

/**
 * The environment of QA's run: this process's, without its own run's settings, and with QA's. Its HTML report goes to
 * the run's folder.
 */
export function qaRunEnv(options: QaJourneys, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(env).filter(([name]) => !isThisRunsOwn(name)));
  return {
    ...inherited,
    E2E_BASE_URL: options.store,
    E2E_PREVIEW: options.preview,
    E2E_QA_REGISTRY: options.registry,
    E2E_QA_TOKEN: options.token,
    E2E_QA_RUN: options.run,
    PLAYWRIGHT_HTML_OUTPUT_DIR: path.join(options.folder, 'report'),
    PLAYWRIGHT_HTML_OPEN: 'never',
    FORCE_COLOR: '0',
  };
}

/**
 * QA's cross-remote purchase (`@purchase`) against a store, as QA runs it from the docs: this package's Playwright and
 * config, desktop only,
 * with a preview key and the registry to post the verdict to. It is a run against another store (the worker's
 * local-store settings left out), its reports in `folder`, never in this run's.
 */
export function runQaJourneys(options: QaJourneys): Promise<QaRunResult> {
  const env = qaRunEnv(options);
  const args = [
    '--require',
    EXIT_WITH_PARENT,
    PLAYWRIGHT_CLI,
    'test',
    '--config',
    path.join(E2E_DIR, 'playwright.config.ts'),
    '--grep',
    '@purchase',
    '--project',
    'desktop',
    '--output',
    path.join(options.folder, 'results'),
  ];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: E2E_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const limit = setTimeout(() => child.kill('SIGKILL'), RUN_LIMIT_MS);
    child.on('exit', (code) => {
      clearTimeout(limit);
      mkdirSync(options.folder, { recursive: true });
      writeFileSync(path.join(options.folder, 'output.txt'), output);
      resolve({ code: code ?? -1, output });
    });
  });
}
