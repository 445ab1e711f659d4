import { CONTENT_TYPES, sniffContentType } from './content-sniffer';

const bytes = (...b: number[]) => Buffer.from(b);
const ALL = [...CONTENT_TYPES.documents, ...CONTENT_TYPES.audio];

describe('sniffContentType', () => {
  it('recognises documents and images by their magic numbers', async () => {
    await expect(sniffContentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), CONTENT_TYPES.documents)).resolves.toBe('image/jpeg');
    // The signature and the start of the IHDR chunk that every PNG begins with.
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x0b, 0xb8);
    await expect(sniffContentType(png, CONTENT_TYPES.documents)).resolves.toBe('image/png');
    await expect(sniffContentType(Buffer.from('%PDF-1.7\n'), CONTENT_TYPES.documents)).resolves.toBe('application/pdf');
  });

  it('recognises WAV, FLAC, MP3 (with or without ID3), AAC and M4A', async () => {
    const cases: Array<[Buffer, string]> = [
      [Buffer.concat([Buffer.from('RIFF'), bytes(36, 0, 0, 0), Buffer.from('WAVEfmt ')]), 'audio/wav'],
      [Buffer.concat([Buffer.from('fLaC'), bytes(0x80, 0, 0, 34), Buffer.alloc(34)]), 'audio/flac'],
      [Buffer.concat([Buffer.from('ID3'), bytes(4, 0, 0, 0, 0, 0x10, 0), Buffer.alloc(100)]), 'audio/mpeg'],
      [Buffer.concat([bytes(0xff, 0xfb, 0x90, 0x64), Buffer.alloc(413), bytes(0xff, 0xfb, 0x90, 0x64), Buffer.alloc(413)]), 'audio/mpeg'],
      [Buffer.concat([bytes(0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc), Buffer.alloc(10)]), 'audio/aac'],
      [Buffer.concat([bytes(0, 0, 0, 0x20), Buffer.from('ftypM4A '), bytes(0, 0, 0, 0), Buffer.from('M4A mp42isom'), Buffer.alloc(8)]), 'audio/mp4'],
    ];
    for (const [head, type] of cases) await expect(sniffContentType(head, CONTENT_TYPES.audio)).resolves.toBe(type);
  });

  it('refuses what is not a known format, whatever it claims to be', async () => {
    for (const head of [
      Buffer.from('hello, I am a .png'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('<html><body>song.mp3</body></html>'),
      Buffer.from('%PDX-1.7'),
      bytes(0x89, 0x50, 0x4e, 0x47), // a truncated png signature
      bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x74, 0x45, 0x58, 0x74), // a png signature without its image header
      bytes(),
    ]) {
      await expect(sniffContentType(head, ALL)).resolves.toBeNull();
    }
  });

  it('refuses known formats that are not accepted', async () => {
    await expect(sniffContentType(Buffer.from('GIF89a'), ALL)).resolves.toBeNull();
    await expect(sniffContentType(Buffer.from('%PDF-1.7\n'), CONTENT_TYPES.images)).resolves.toBeNull();
    await expect(sniffContentType(Buffer.concat([Buffer.from('RIFF'), bytes(36, 0, 0, 0), Buffer.from('WAVEfmt ')]), CONTENT_TYPES.images)).resolves.toBeNull();
  });
});
