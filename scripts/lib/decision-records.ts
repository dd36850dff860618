// Reads the decision records (docs/decisions/NNN-*.md) and their index (docs/decisions/README.md) and lists what
// disagrees, so a record added, amended or renumbered without its index row or its counterpart fails a test.

export const STATUSES = ['accepted', 'amended', 'superseded'] as const;
export type Status = (typeof STATUSES)[number];

export interface RecordFile {
  file: string;
  text: string;
}

export interface DecisionRecord {
  file: string;
  number: string;
  title: string;
  date: string | null;
  status: Status | null;
  amends: string[] | null;
  amendedBy: string[] | null;
}

export interface IndexRow {
  number: string;
  file: string;
  title: string;
  date: string;
  status: string;
  amends: string[];
  amendedBy: string[];
}

const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;

export const isRecordFile = (file: string): boolean => RECORD_FILE.test(file);

/** A header line `- Name: value`, or null when the record has none. */
function field(text: string, name: string): string | null {
  const match = new RegExp(`^- ${name}: (.*)$`, 'm').exec(text);
  return match ? match[1]!.trim() : null;
}

/** The record numbers a line names: those before its ` — ` note; `none` (or an index's `—`) names none. */
export function numbersOf(value: string): string[] {
  const named = value.split(' — ')[0]!;
  return [...named.matchAll(/\b\d{3}\b/g)].map((match) => match[0]).sort();
}

export function readRecord({ file, text }: RecordFile): DecisionRecord {
  const number = RECORD_FILE.exec(file)?.[1] ?? '';
  const heading = /^# (\d{3}) — (.+)$/m.exec(text);
  const date = field(text, 'Date');
  const status = field(text, 'Status')?.split(/[\s(]/)[0] ?? null;
  const amends = field(text, 'Amends');
  const amendedBy = field(text, 'Amended by');
  return {
    file,
    number,
    title: heading?.[2]?.trim() ?? '',
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    status: (STATUSES as readonly string[]).includes(status ?? '') ? (status as Status) : null,
    amends: amends === null ? null : numbersOf(amends),
    amendedBy: amendedBy === null ? null : numbersOf(amendedBy),
  };
}

/** A cell's text with its links reduced to their words (`[011](011-x.md)` is `011`). */
const wordsOf = (cell: string) => cell.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').trim();

/** The index's table rows: `| [NNN](file) | title | date | status | amends | amended by |`. */
export function readIndex(readme: string): IndexRow[] {
  const rows: IndexRow[] = [];
  for (const line of readme.split('\n')) {
    const cells = /^\|\s*\[(\d{3})\]\(([^)]+)\)\s*\|(.*)\|\s*$/.exec(line);
    if (!cells) continue;
    const [title = '', date = '', status = '', amends = '', amendedBy = ''] = cells[3]!.split('|').map(wordsOf);
    rows.push({
      number: cells[1]!,
      file: cells[2]!,
      title,
      date,
      status,
      amends: numbersOf(amends),
      amendedBy: numbersOf(amendedBy),
    });
  }
  return rows;
}

const same = (a: string[], b: string[]) => a.join() === b.join();

/** Every disagreement between the records, and between the records and the index; none when all is in order. */
export function checkDecisions(files: RecordFile[], readme: string): string[] {
  const problems: string[] = [];
  const records = files.filter((f) => isRecordFile(f.file)).map(readRecord);
  const byNumber = new Map(records.map((record) => [record.number, record]));
  const rows = readIndex(readme);
  const rowOf = new Map(rows.map((row) => [row.number, row]));

  for (const record of records) {
    const name = record.file;
    if (!record.title) problems.push(`${name}: no heading "# ${record.number} — title"`);
    if (!record.date) problems.push(`${name}: no "- Date: YYYY-MM-DD" line`);
    if (!record.status) problems.push(`${name}: no "- Status: ${STATUSES.join(' | ')}" line`);
    if (!record.amends) problems.push(`${name}: no "- Amends:" line (write "none")`);
    if (!record.amendedBy) problems.push(`${name}: no "- Amended by:" line (write "none")`);
    for (const target of record.amends ?? []) {
      const amended = byNumber.get(target);
      if (!amended) problems.push(`${name}: amends ${target}, which has no record`);
      else if (!amended.amendedBy?.includes(record.number))
        problems.push(
          `${amended.file}: amended by ${record.number} (its "Amends" line), but its "Amended by" omits it`,
        );
    }
    for (const source of record.amendedBy ?? []) {
      if (!byNumber.get(source)?.amends?.includes(record.number))
        problems.push(`${name}: says it is amended by ${source}, whose "Amends" line does not name it`);
    }
    const changed = (record.amendedBy ?? []).length > 0;
    if (record.status && changed === (record.status === 'accepted'))
      problems.push(`${name}: status ${record.status}, but amended by [${record.amendedBy?.join(', ')}]`);

    const row = rowOf.get(record.number);
    if (!row) {
      problems.push(`${name}: missing from the index (docs/decisions/README.md)`);
      continue;
    }
    if (row.file !== record.file) problems.push(`index row ${row.number} links ${row.file}, not ${record.file}`);
    if (row.title !== record.title) problems.push(`index row ${row.number}: title differs from ${name}'s heading`);
    if (row.date !== record.date) problems.push(`index row ${row.number}: date ${row.date}, record ${record.date}`);
    if (row.status !== record.status)
      problems.push(`index row ${row.number}: status ${row.status}, record ${record.status}`);
    if (!same(row.amends, record.amends ?? [])) problems.push(`index row ${row.number}: "amends" differs from ${name}`);
    if (!same(row.amendedBy, record.amendedBy ?? []))
      problems.push(`index row ${row.number}: "amended by" differs from ${name}`);
  }
  for (const row of rows) {
    if (!byNumber.has(row.number)) problems.push(`index row ${row.number}: no record file ${row.file}`);
  }
  return problems;
}
