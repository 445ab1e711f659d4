// Fail any test that logs through console.error (React warnings, act() warnings, failed loads that should only
// warn): the shell must never log errors.
let errorSpy: jest.SpyInstance;

beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error');
});

afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (calls.length > 0) {
    throw new Error(`console.error was called:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
