import { act, fireEvent } from '@testing-library/react';

/**
 * Types `value` into `input` on a fake clock and counts the list requests carrying it (`searches()`) one millisecond
 * before `delayMs` and once the clock has reached `delayMs`. Call it once the list has loaded.
 */
export const searchCountsAroundDelay = async (input: HTMLElement, value: string, delayMs: number, searches: () => number) => {
  jest.useFakeTimers();
  try {
    fireEvent.change(input, { target: { value } });
    // The filter form validates asynchronously before it hands the value to the debounced setter.
    await act(async () => undefined);
    await act(async () => {
      jest.advanceTimersByTime(delayMs - 1);
    });
    const justBefore = searches();
    // The last millisecond fires the debounce. react-admin applies the new list params on a zero-delay timer, which
    // the fake clock runs one millisecond later when it is set during a tick: hence the second step.
    for (let i = 0; i < 2; i++) {
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
    }
    return { justBefore, atDelay: searches() };
  } finally {
    jest.useRealTimers();
  }
};
