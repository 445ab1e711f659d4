import { deflateSync } from 'node:zlib';

/**
 * Real audio and image files generated in the test, no external tools: a PCM WAV and a FLAC with a
 * sine tone, an MP3 of silent MPEG-1 Layer III frames, PNGs of any size and JPEG headers.
 */

/** 16-bit samples of a sine tone, interleaved by channel. */
function toneSamples(seconds: number, frequency: number, sampleRate: number, channels: number): Int16Array {
  const frames = Math.round(seconds * sampleRate);
  const samples = new Int16Array(frames * channels);
  for (let frame = 0; frame < frames; frame++) {
    const value = Math.round(Math.sin((2 * Math.PI * frequency * frame) / sampleRate) * 0.3 * 32_767);
    for (let channel = 0; channel < channels; channel++) samples[frame * channels + channel] = value;
  }
  return samples;
}

/** The 44-byte header of a 16-bit PCM WAV holding `dataBytes` of samples. */
export function wavHeader(dataBytes: number, sampleRate = 44_100, channels = 2): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** A 16-bit PCM WAV of `seconds` of a sine tone. */
export function wavTone(seconds = 3, { frequency = 440, sampleRate = 44_100, channels = 2 } = {}): Buffer {
  const samples = toneSamples(seconds, frequency, sampleRate, channels);
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(s, i * 2));
  return Buffer.concat([wavHeader(data.length, sampleRate, channels), data]);
}

/** Writes bits most significant first (FLAC is a bit stream). */
class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private filled = 0;

  write(value: number, bits: number): void {
    for (let i = bits - 1; i >= 0; i--) {
      this.current = (this.current << 1) | (Math.floor(value / 2 ** i) & 1);
      if (++this.filled === 8) {
        this.bytes.push(this.current);
        this.current = 0;
        this.filled = 0;
      }
    }
  }

  toBuffer(): Buffer {
    if (this.filled) this.write(0, 8 - this.filled);
    return Buffer.from(this.bytes);
  }
}

function crc8(bytes: Buffer): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

function crc16(bytes: Buffer): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** FLAC's UTF-8-like coding of a frame number (frames here stay below 2048). */
function frameNumber(n: number): number[] {
  return n < 0x80 ? [n] : [0xc0 | (n >> 6), 0x80 | (n & 0x3f)];
}

/**
 * A FLAC of `seconds` of a sine tone at 44.1 kHz, 16 bits: STREAMINFO, then fixed-size frames of
 * VERBATIM subframes (valid FLAC that any decoder plays; just not compressed).
 */
export function flacTone(seconds = 3, { frequency = 440, channels = 2 } = {}): Buffer {
  const sampleRate = 44_100;
  const blockSize = 4096;
  const samples = toneSamples(seconds, frequency, sampleRate, channels);
  const totalFrames = samples.length / channels;

  const info = new BitWriter();
  info.write(blockSize, 16); // min block size
  info.write(blockSize, 16); // max block size
  info.write(0, 24); // min frame size: unknown
  info.write(0, 24); // max frame size: unknown
  info.write(sampleRate, 20);
  info.write(channels - 1, 3);
  info.write(15, 5); // bits per sample - 1
  info.write(totalFrames, 36);
  for (let i = 0; i < 16; i++) info.write(0, 8); // MD5 of the audio: unknown
  const streamInfo = info.toBuffer();
  const parts = [Buffer.from('fLaC'), Buffer.from([0x80, 0, 0, streamInfo.length]), streamInfo];

  for (let start = 0, n = 0; start < totalFrames; start += blockSize, n++) {
    const size = Math.min(blockSize, totalFrames - start);
    const header = Buffer.from([
      0xff,
      0xf8, // sync code, fixed block size
      (0b0111 << 4) | 0b1001, // block size in 16 bits at the end of the header; 44.1 kHz
      ((channels - 1) << 4) | (0b100 << 1), // independent channels; 16 bits per sample
      ...frameNumber(n),
      (size - 1) >> 8,
      (size - 1) & 0xff,
    ]);
    // Each subframe: one byte (padding bit, VERBATIM type, no wasted bits), then its samples,
    // 16 bits big-endian: byte-aligned, so written as bytes.
    const body = Buffer.alloc(channels * (1 + size * 2));
    let offset = 0;
    for (let channel = 0; channel < channels; channel++) {
      body[offset++] = 0b00000010;
      for (let i = 0; i < size; i++, offset += 2) body.writeInt16BE(samples[(start + i) * channels + channel], offset);
    }
    const frame = Buffer.concat([header, Buffer.from([crc8(header)]), body]);
    const crc = Buffer.alloc(2);
    crc.writeUInt16BE(crc16(frame), 0);
    parts.push(frame, crc);
  }
  return Buffer.concat(parts);
}

/**
 * An MP3 of `seconds` of silence: MPEG-1 Layer III frames at 128 kbps, 44.1 kHz, stereo, each a
 * header and zeroed side information and main data (which decodes to silence).
 */
export function mp3Silence(seconds = 3): Buffer {
  const frameBytes = Math.floor((144 * 128_000) / 44_100); // 417, no padding
  const frames = Math.round((seconds * 44_100) / 1152);
  const frame = Buffer.alloc(frameBytes);
  frame.set([0xff, 0xfb, 0x90, 0x00]); // sync, MPEG-1, Layer III, no CRC; 128 kbps, 44.1 kHz; stereo
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function pngImageHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour RGB
  return pngChunk('IHDR', ihdr);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A real RGB PNG of `width`×`height`, one colour per row band (compresses to little). */
export function png(width: number, height = width): Buffer {
  const rowBytes = width * 3 + 1;
  const raw = Buffer.alloc(rowBytes * height);
  const bands = Array.from({ length: 8 }, (_, band) => {
    const row = Buffer.alloc(rowBytes); // filter byte 0: none
    row.fill(Buffer.from([40 + band * 25, 90, 200 - band * 20]), 1);
    return row;
  });
  for (let y = 0; y < height; y++) bands[Math.floor((y / height) * 8)].copy(raw, y * rowBytes);
  return Buffer.concat([PNG_SIGNATURE, pngImageHeader(width, height), pngChunk('IDAT', deflateSync(raw, { level: 1 })), pngChunk('IEND', Buffer.alloc(0))]);
}

/**
 * A PNG that claims `width`×`height` with only a few bytes of image data: decoding it would
 * allocate width × height × 3 bytes (a decompression bomb); its header alone says what it claims.
 */
export function pngClaiming(width: number, height = width): Buffer {
  return Buffer.concat([PNG_SIGNATURE, pngImageHeader(width, height), pngChunk('IDAT', deflateSync(Buffer.alloc(64))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** The start of a baseline JPEG (SOI, JFIF, SOF0 with the dimensions): what a header reader sees. */
export function jpegHeader(width: number, height = width): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof0 = Buffer.from([0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.alloc(2048, 0), Buffer.from([0xff, 0xd9])]);
}
