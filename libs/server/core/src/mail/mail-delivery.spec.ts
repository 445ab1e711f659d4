import { MAIL_MAX_ATTEMPTS, retryDelaySeconds } from './mail-delivery.service';

describe('mail retry backoff', () => {
  it('doubles from one minute and caps at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelaySeconds)).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('gives up after about two hours of retries', () => {
    const total = Array.from({ length: MAIL_MAX_ATTEMPTS - 1 }, (_, i) => retryDelaySeconds(i + 1)).reduce((a, b) => a + b, 0);
    expect(total / 3600).toBeGreaterThan(2);
    expect(total / 3600).toBeLessThan(3.5);
  });
});
