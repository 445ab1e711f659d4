import { loadConfig } from './app-config';

describe('body timeout settings', () => {
  it('default to 30 s for a JSON body, an hour for an upload, 1 KiB/s averaged over 10 s', () => {
    expect(loadConfig({}).bodyTimeouts).toEqual({ jsonMs: 30_000, uploadMs: 3_600_000, minBytesPerSecond: 1024, rateWindowMs: 10_000 });
    expect(loadConfig({ BODY_TIMEOUT_MS: '5000', UPLOAD_TIMEOUT_MS: '7200000', BODY_MIN_BYTES_PER_SECOND: '0', BODY_RATE_WINDOW_MS: '2000' }).bodyTimeouts).toEqual({
      jsonMs: 5000,
      uploadMs: 7_200_000,
      minBytesPerSecond: 0,
      rateWindowMs: 2000,
    });
  });

  it('refuses at boot what would cut every body or never check one, naming the variable', () => {
    for (const [name, bad] of [
      ['BODY_TIMEOUT_MS', '0'],
      ['BODY_TIMEOUT_MS', 'soon'],
      ['UPLOAD_TIMEOUT_MS', '-1'],
      ['BODY_MIN_BYTES_PER_SECOND', '-5'],
      ['BODY_MIN_BYTES_PER_SECOND', '1.5'],
      ['BODY_RATE_WINDOW_MS', '10'],
    ]) {
      expect(() => loadConfig({ [name]: bad })).toThrow(new RegExp(name));
    }
  });
});
