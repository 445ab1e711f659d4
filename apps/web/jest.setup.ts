import { configure } from '@testing-library/dom';

// Screens can take longer than testing-library's 1 s default to settle when CI runs every suite in
// parallel; findBy and waitFor still fail, only later.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; React Router's <ScrollRestoration> calls it on every navigation.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// Tests replace this with a jest.fn (src/testing/mock-api.ts); an unmocked call fails loudly.
globalThis.fetch = () => Promise.reject(new TypeError('fetch is not mocked in this test'));
