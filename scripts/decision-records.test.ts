// The decision records and their index (docs/decisions/README.md) agree: every record is indexed, dated, has a
// status, and every "Amends" is answered by an "Amended by". Records added on other branches must bring their rows.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkDecisions, readIndex, type RecordFile } from './lib/decision-records';

const dir = path.resolve(__dirname, '../docs/decisions');
const records: RecordFile[] = readdirSync(dir)
  .filter((file) => file !== 'README.md' && file.endsWith('.md'))
  .map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') }));
const readme = readFileSync(path.join(dir, 'README.md'), 'utf8');

const record = (file: string, lines: string) => ({ file, text: `# ${file.slice(0, 3)} — A title\n\n${lines}\n` });
const header = (status: string, amends: string, amendedBy: string) =>
  `- Date: 2026-11-25\n- Status: ${status}\n- Amends: ${amends}\n- Amended by: ${amendedBy}`;
const row = (n: string, status: string, amends = '—', amendedBy = '—') =>
  `| [${n}](${n}-a-title.md) | A title | 2026-11-25 | ${status} | ${amends} | ${amendedBy} |`;

// A small, correct set: 002 amends 001.
const first = record('001-a-title.md', header('amended', 'none', '002'));
const second = record('002-a-title.md', header('accepted', '001 — what changed', 'none'));
const index = [
  '| No. | Decision | Date | Status | Amends | Amended by |',
  row('001', 'amended', '—', '002'),
  row('002', 'accepted', '[001](001-a-title.md)'),
].join('\n');

describe('the decision records', () => {
  it('are all in the index, dated, with a status, and every amendment is named on both sides', () => {
    expect(records.length).toBeGreaterThanOrEqual(35);
    expect(checkDecisions(records, readme)).toEqual([]);
  });

  it('index every record file in the folder and nothing else', () => {
    const recordFiles = records.map((r) => r.file).sort();
    expect(
      readIndex(readme)
        .map((r) => r.file)
        .sort(),
    ).toEqual(recordFiles);
  });
});

describe('checkDecisions', () => {
  it('finds nothing wrong in a set that agrees', () => {
    expect(checkDecisions([first, second], index)).toEqual([]);
  });

  it('names a record missing from the index', () => {
    const third = record('003-a-title.md', header('accepted', 'none', 'none'));
    expect(checkDecisions([first, second, third], index)).toEqual([
      '003-a-title.md: missing from the index (docs/decisions/README.md)',
    ]);
  });

  it('names a record without a date or a status', () => {
    const undated = { ...second, text: second.text.replace('- Date: 2026-11-25\n', '') };
    const unstated = { ...second, text: second.text.replace('- Status: accepted', '- Status: decided') };
    expect(checkDecisions([first, undated], index)).toEqual(
      expect.arrayContaining(['002-a-title.md: no "- Date: YYYY-MM-DD" line']),
    );
    expect(checkDecisions([first, unstated], index)).toEqual(
      expect.arrayContaining(['002-a-title.md: no "- Status: accepted | amended | superseded" line']),
    );
  });

  it('names an "Amends" that the amended record does not answer with "Amended by"', () => {
    const unanswered = { ...first, text: first.text.replace('- Amended by: 002', '- Amended by: none') };
    expect(checkDecisions([unanswered, second], index)).toEqual(
      expect.arrayContaining([
        '001-a-title.md: amended by 002 (its "Amends" line), but its "Amended by" omits it',
        '001-a-title.md: status amended, but amended by []',
      ]),
    );
  });

  it('names an "Amended by" that no "Amends" backs, and a row whose record is gone', () => {
    const unbacked = { ...second, text: second.text.replace('- Amends: 001 — what changed', '- Amends: none') };
    expect(checkDecisions([first, unbacked], index)).toEqual(
      expect.arrayContaining(['001-a-title.md: says it is amended by 002, whose "Amends" line does not name it']),
    );
    expect(checkDecisions([first], index)).toEqual(
      expect.arrayContaining(['index row 002: no record file 002-a-title.md']),
    );
  });

  it('names an index row that disagrees with its record', () => {
    expect(
      checkDecisions([first, second], index.replace('| 2026-11-25 | accepted |', '| 2026-11-24 | accepted |')),
    ).toEqual(['index row 002: date 2026-11-24, record 2026-11-25']);
  });
});
