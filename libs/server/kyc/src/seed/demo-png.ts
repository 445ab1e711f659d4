import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

export function demoIdentityCardPng(accent: Rgb, width = 320, height = 200): Buffer {
  const paper: Rgb = [245, 243, 236];
  const ink: Rgb = [90, 96, 110];
  const photo: Rgb = [200, 205, 214];
  const pixel = (x: number, y: number): Rgb => {
    if (y < 36) return accent;
    if (x >= 20 && x < 100 && y >= 56 && y < 156) return photo;
    const line = [64, 88, 112, 136].find((top) => y >= top && y < top + 8);
    if (line !== undefined && x >= 120 && x < 120 + 170 - (line % 3) * 30) return ink;
    return paper;
  };
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  return rgbPng(width, height, raw);
}

/** A PNG of 8-bit RGB rows, each led by its filter byte (0): what the demo images are drawn into. */
export function rgbPng(width: number, height: number, raw: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
