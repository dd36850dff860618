import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small PNG "photo" for the seeded requests: diagonal stripes in a hue taken from `seed`, so every seeded proof
 * image is a real, distinct image that the upload sniffing and the browser both accept.
 */
export function proofImagePng(seed: number, size = 96): Buffer {
  const [r, g, b] = [(seed * 67) % 256, (seed * 131 + 80) % 256, (seed * 29 + 160) % 256];
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      const light = Math.floor((x + y) / 12) % 2 === 0;
      row[1 + x * 3] = light ? 255 - ((255 - r) >> 2) : r;
      row[2 + x * 3] = light ? 255 - ((255 - g) >> 2) : g;
      row[3 + x * 3] = light ? 255 - ((255 - b) >> 2) : b;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
