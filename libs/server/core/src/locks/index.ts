export * from './advisory-lock';
export * from './row-lock';
export * from './local-gate';
