import type { FileKind } from '@shop/api/contract';

export interface SniffedType {
  kind: FileKind;
  mime: string;
  extension: string;
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

/**
 * Recognises a file from its first bytes, never from its name or the browser's claimed type.
 * Images: JPEG, PNG, GIF, WebP. Documents: PDF, legacy Office (Word/Excel/PowerPoint, OLE2), OOXML
 * (docx/xlsx/pptx, zip with the part folder inside), OpenDocument, RTF, and plain text or CSV.
 */
export function sniffFile(buf: Buffer): SniffedType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mime: 'image/png', extension: 'png' };
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38])) return { kind: 'image', mime: 'image/gif', extension: 'gif' };
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8))
    return { kind: 'image', mime: 'image/webp', extension: 'webp' };
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d]))
    return { kind: 'document', mime: 'application/pdf', extension: 'pdf' };
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { kind: 'document', mime: 'application/x-ole-storage', extension: 'doc' };
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return sniffZip(buf);
  if (startsWith(buf, [0x7b, 0x5c, 0x72, 0x74, 0x66]))
    return { kind: 'document', mime: 'application/rtf', extension: 'rtf' };
  if (isPlainText(buf)) return { kind: 'document', mime: 'text/plain', extension: 'txt' };
  return null;
}

function sniffZip(buf: Buffer): SniffedType | null {
  // OOXML and OpenDocument are zips; their first entries name what they are.
  const head = buf.subarray(0, Math.min(buf.length, 64 * 1024)).toString('latin1');
  if (head.includes('word/'))
    return {
      kind: 'document',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
    };
  if (head.includes('xl/'))
    return {
      kind: 'document',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extension: 'xlsx',
    };
  if (head.includes('ppt/'))
    return {
      kind: 'document',
      mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      extension: 'pptx',
    };
  const odf = /mimetypeapplication\/vnd\.oasis\.opendocument\.(text|spreadsheet|presentation)/.exec(head);
  if (odf) {
    const ext = { text: 'odt', spreadsheet: 'ods', presentation: 'odp' }[
      odf[1] as 'text' | 'spreadsheet' | 'presentation'
    ];
    return { kind: 'document', mime: `application/vnd.oasis.opendocument.${odf[1]}`, extension: ext };
  }
  return null;
}

/** UTF-8 text with no control bytes other than tab, CR, LF (CSV and .txt). */
function isPlainText(buf: Buffer): boolean {
  if (buf.length === 0) return false;
  const sample = buf.subarray(0, Math.min(buf.length, 8192));
  for (const byte of sample) {
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20) || byte === 0x7f) return false;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.length < buf.length ? trimPartial(sample) : sample);
    return true;
  } catch {
    return false;
  }
}

/** Drops a multi-byte character cut at the end of a sample. */
function trimPartial(sample: Buffer): Buffer {
  const end = sample.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const byte = sample[end - i]!;
    if ((byte & 0xc0) === 0xc0) return sample.subarray(0, end - i);
    if ((byte & 0x80) === 0) break;
  }
  return sample;
}
