// jsdom lacks a few browser APIs that react-admin and MUI use.
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';

// react-admin screens can take longer than testing-library's 1 s default to settle when CI runs
// every suite in parallel; findBy and waitFor still fail, only later.
configure({ asyncUtilTimeout: 5000 });

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

if (typeof globalThis.ResizeObserver !== 'function') {
  class ResizeObserverStub {
    observe = (): void => undefined;
    unobserve = (): void => undefined;
    disconnect = (): void => undefined;
  }
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
}

// react-admin scrolls to the top on navigation; jsdom only logs "Not implemented".
Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: () => undefined });

// react-router's data routers (createBrowserRouter/createMemoryRouter) build a Request per navigation.
if (typeof globalThis.Request !== 'function') {
  class RequestStub {
    readonly url: string;
    readonly method: string;
    readonly headers: Headers;
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: RequestInit = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.headers = new Headers(init.headers);
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: RequestStub });
}

// Dates are shown in the staff member's time zone and language: the tests read them as a UTC, en-US browser.
process.env.TZ = 'UTC';

// Outside production ra-core logs every rejected data-provider call with console.error. Specs of error
// states reject on purpose and assert what the screen shows, so only those logs are dropped; any other
// console.error still prints.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const fromDataProvider = args.length === 1 && args[0] instanceof Error && /ra-core[\\/].*useDataProvider/.test(new Error().stack ?? '');
  if (!fromDataProvider) consoleError(...args);
};
