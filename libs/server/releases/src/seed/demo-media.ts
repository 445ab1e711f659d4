import { rgbPng } from '@soundpost/server-kyc';

/**
 * Demo media made in code, so a fresh install's releases carry a real cover and real audio without
 * shipping binary files: a 3000×3000 PNG (the artwork minimum) and a 16-bit PCM WAV.
 */

/** A sunset: a sky graded from amber to violet, a pale sun, a dark horizon. Flat rows compress to a few kB. */
export function demoCoverPng(size = 3000): Buffer {
  const rowBytes = size * 3 + 1;
  const raw = Buffer.alloc(rowBytes * size);
  const sunX = size / 2;
  const sunY = size * 0.62;
  const sunR2 = (size * 0.16) ** 2;
  const horizon = Math.round(size * 0.72);
  for (let y = 0; y < size; y++) {
    const start = y * rowBytes + 1;
    const end = start + size * 3;
    if (y >= horizon) {
      raw.fill(Buffer.from([40, 24, 52]), start, end);
      continue;
    }
    const k = 1 - y / horizon;
    raw.fill(Buffer.from([Math.round(255 - 120 * k), Math.round(176 - 120 * k), Math.round(70 + 110 * k)]), start, end);
    const dy = y - sunY;
    if (dy * dy < sunR2) {
      const half = Math.floor(Math.sqrt(sunR2 - dy * dy));
      raw.fill(Buffer.from([255, 232, 170]), start + Math.max(0, Math.round(sunX) - half) * 3, start + Math.min(size, Math.round(sunX) + half) * 3);
    }
  }
  return rgbPng(size, size, raw);
}

/** `seconds` of a soft chord at CD quality (44.1 kHz, 16-bit, stereo), what stores take. */
export function demoWav(seconds: number, rootHz: number, sampleRate = 44_100, channels = 2): Buffer {
  const frames = Math.round(seconds * sampleRate);
  const dataBytes = frames * channels * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(channels, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * channels * 2, 28);
  wav.writeUInt16LE(channels * 2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  const fade = sampleRate / 2;
  for (let frame = 0; frame < frames; frame++) {
    const t = frame / sampleRate;
    const envelope = Math.min(1, frame / fade, (frames - frame) / fade);
    const tone = Math.sin(2 * Math.PI * rootHz * t) + 0.6 * Math.sin(2 * Math.PI * rootHz * 1.25 * t) + 0.5 * Math.sin(2 * Math.PI * rootHz * 1.5 * t);
    const sample = Math.round((tone / 2.1) * envelope * 0.4 * 32_767);
    for (let channel = 0; channel < channels; channel++) wav.writeInt16LE(sample, 44 + (frame * channels + channel) * 2);
  }
  return wav;
}
