import type { ApiResponse, TestClient } from '../../test/helper';

export interface UploadPart {
  field: string;
  name: string;
  content: Buffer;
  /** What the browser claims; the backend never trusts it. */
  type?: string;
}

/**
 * POSTs a multipart form the way a browser does (FormData encoded by the platform), with the session's CSRF
 * token unless `token` says otherwise (null: none).
 */
export async function postMultipart<T = unknown>(
  client: TestClient,
  path: string,
  fields: Record<string, string | number>,
  files: readonly UploadPart[] = [],
  token?: string | null,
): Promise<ApiResponse<T>> {
  const csrf = token === undefined ? await client.ensureCsrf() : token;
  const form = new FormData();
  if (csrf !== null) form.append('_token', csrf);
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  return client.request<T>({
    method: 'POST',
    url: path,
    payload,
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      ...(csrf === null ? {} : { 'x-csrf-token': csrf }),
    },
  });
}

/** File contents recognised by their first bytes (padded so they look like files, not headers). */
export const SAMPLE = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  pdf: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 0x20)]),
  docx: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml word/document.xml')]),
  xlsx: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml xl/workbook.xml')]),
  text: Buffer.from('Delivery note\nReceived damaged.\n'),
  exe: Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), Buffer.alloc(64, 0)]),
};
