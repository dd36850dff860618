import { sniffFile } from './sniff-file';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

/** A zip's first local file header naming its first entry, as OOXML and OpenDocument files begin. */
const zipStartingWith = (...names: string[]) =>
  Buffer.concat(
    names.map((name) => bytes([0x50, 0x4b, 0x03, 0x04], Buffer.alloc(26).toString('latin1'), name, 'compressed-bytes')),
  );

const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0x00]);
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d], 'IHDR');

describe('sniffFile', () => {
  it.each([
    ['jpeg', JPEG, 'image', 'image/jpeg', 'jpg'],
    ['png', PNG, 'image', 'image/png', 'png'],
    ['gif', bytes('GIF89a', [0x01, 0x00, 0x01, 0x00]), 'image', 'image/gif', 'gif'],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image', 'image/webp', 'webp'],
    ['pdf', bytes('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3]), 'document', 'application/pdf', 'pdf'],
    [
      'ole (doc/xls)',
      bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00]),
      'document',
      'application/x-ole-storage',
      'doc',
    ],
    [
      'docx',
      zipStartingWith('[Content_Types].xml', 'word/document.xml'),
      'document',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
    [
      'xlsx',
      zipStartingWith('[Content_Types].xml', 'xl/workbook.xml'),
      'document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'xlsx',
    ],
    ['csv text', Buffer.from('sku,quantity\r\nA-1,2\n'), 'document', 'text/plain', 'txt'],
    ['utf-8 text', Buffer.from('Đơn hàng bị hư hỏng\tkhi nhận', 'utf8'), 'document', 'text/plain', 'txt'],
  ])('recognises %s from its bytes', (_name, buf, kind, mime, extension) => {
    expect(sniffFile(buf)).toEqual({ kind, mime, extension });
  });

  it('refuses a Windows program (MZ header)', () => {
    expect(
      sniffFile(
        bytes('MZ', [0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00], 'This program cannot be run in DOS mode'),
      ),
    ).toBeNull();
  });

  it('refuses other binary content', () => {
    expect(sniffFile(bytes([0x7f], 'ELF', [0x02, 0x01, 0x01, 0x00]))).toBeNull();
    expect(sniffFile(bytes([0x00, 0x01, 0x02, 0x03, 0xfe, 0xff]))).toBeNull();
    expect(sniffFile(Buffer.alloc(0))).toBeNull();
  });

  it('refuses look-alikes: a truncated signature, a RIFF that is not WebP, a zip that is not an office file', () => {
    expect(sniffFile(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffFile(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ', [0x10, 0, 0, 0]))).toBeNull();
    expect(sniffFile(zipStartingWith('setup.exe'))).toBeNull();
  });

  it('refuses text that is not valid UTF-8', () => {
    expect(sniffFile(bytes('caf', [0xc3, 0x28]))).toBeNull();
  });

  it('keeps text whose sample cuts a character in two', () => {
    const text = Buffer.concat([Buffer.alloc(8191, 'a'), Buffer.from('ệ và hết', 'utf8')]);
    expect(sniffFile(text)?.mime).toBe('text/plain');
  });

  it('judges by content only: an image named .pdf is an image, markup is only ever plain text', () => {
    // The name never reaches the sniffer; what the bytes are decides.
    expect(sniffFile(PNG)).toMatchObject({ kind: 'image', extension: 'png' });
    expect(sniffFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toEqual({
      kind: 'document',
      mime: 'text/plain',
      extension: 'txt',
    });
    expect(sniffFile(Buffer.from('<!doctype html><title>x</title>'))?.mime).toBe('text/plain');
  });
});
