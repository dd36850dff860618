import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Every remote type-checks alone (`pnpm typecheck` in its folder): its tests' jest-dom matchers must be known to
// its own tsconfig, not only to the root one, which happens to include this package's setup file.
const root = path.resolve(__dirname, '..', '..', '..', '..');
const remotes = readdirSync(root).filter((entry) => entry.startsWith('mf-'));

const PROBE = `it('probe', () => {
  expect(document.body).toBeInTheDocument();
  expect(document.body).toHaveTextContent('');
});
`;

/** The errors tsc reports for one test file placed in the remote's src/, under the remote's own tsconfig. */
function diagnosticsOfProbe(remoteDir: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(remoteDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${remoteDir}/tsconfig.json cannot be read`);
  const probe = path.join(remoteDir, 'src', '__probe__.test.ts');
  const host = ts.createCompilerHost(parsed.options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => file === probe || fileExists(file);
  host.readFile = (file) => (file === probe ? PROBE : readFile(file));
  host.getSourceFile = (file, language, ...rest) =>
    file === probe ? ts.createSourceFile(file, PROBE, language) : getSourceFile(file, language, ...rest);
  const program = ts.createProgram({ rootNames: [probe], options: parsed.options, host });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe("a remote's own tsconfig", () => {
  it('finds the remotes', () => {
    expect(remotes).toEqual(expect.arrayContaining(['mf-catalog', 'mf-checkout']));
  });

  it.each(remotes)(
    '%s knows the jest-dom matchers its tests use',
    (remote) => {
      expect(diagnosticsOfProbe(path.join(root, remote))).toEqual([]);
    },
    60_000,
  );
});
