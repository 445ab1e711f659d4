import { demoIdentityCardPng } from '../seed/demo-png';
import { detectDocumentType } from './document-type';

describe('detectDocumentType', () => {
  const bytes = (...b: number[]) => Uint8Array.from(b);

  it('recognises jpg, png and pdf by their content', async () => {
    await expect(detectDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).resolves.toBe('image/jpeg');
    await expect(detectDocumentType(demoIdentityCardPng([1, 2, 3], 40, 30))).resolves.toBe('image/png');
    await expect(detectDocumentType(Buffer.from('%PDF-1.7\n'))).resolves.toBe('application/pdf');
  });

  it('refuses anything else, including text that merely starts like a signature', async () => {
    await expect(detectDocumentType(Buffer.from('hello, I am a .png'))).resolves.toBeNull();
    await expect(detectDocumentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).resolves.toBeNull();
    await expect(detectDocumentType(Buffer.from('%PDX-1.7'))).resolves.toBeNull();
    await expect(detectDocumentType(bytes(0x89, 0x50, 0x4e, 0x47))).resolves.toBeNull(); // a truncated png header
    await expect(detectDocumentType(bytes())).resolves.toBeNull();
    await expect(detectDocumentType(Buffer.from('GIF89a'))).resolves.toBeNull();
  });
});
