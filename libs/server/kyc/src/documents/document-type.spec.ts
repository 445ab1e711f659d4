import { detectDocumentType } from './document-type';

describe('detectDocumentType', () => {
  const bytes = (...b: number[]) => Uint8Array.from(b);

  it('recognises jpg, png and pdf by their signatures', () => {
    expect(detectDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(detectDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(detectDocumentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses anything else, including text that merely starts like a signature', () => {
    expect(detectDocumentType(Buffer.from('hello, I am a .png'))).toBeNull();
    expect(detectDocumentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectDocumentType(Buffer.from('%PDX-1.7'))).toBeNull();
    expect(detectDocumentType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull(); // a truncated png header
    expect(detectDocumentType(bytes())).toBeNull();
    expect(detectDocumentType(Buffer.from('GIF89a'))).toBeNull();
  });
});
