import { act, renderHook } from '@testing-library/react';
import { ApiRequestError } from '../api/client';
import { useRetryCountdown } from './use-retry-countdown';

describe('useRetryCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("counts a 429's retry_after down to zero, second by second", () => {
    const { result } = renderHook(() => useRetryCountdown());
    let started = false;
    act(() => {
      started = result.current.startFrom(new ApiRequestError(429, { message: 'Too many requests. Please try again in 3 seconds.', retry_after: 3 }));
    });
    expect(started).toBe(true);
    expect(result.current).toMatchObject({ remaining: 3, running: true });
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ remaining: 2, running: true });
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(1);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
  });

  it('leaves other errors to the caller', () => {
    const { result } = renderHook(() => useRetryCountdown());
    act(() => {
      expect(result.current.startFrom(new ApiRequestError(500, {}))).toBe(false);
      expect(result.current.startFrom(new ApiRequestError(429, { message: 'Too many requests.' }))).toBe(false);
      expect(result.current.startFrom(new Error('network'))).toBe(false);
    });
    expect(result.current.running).toBe(false);
  });
});
