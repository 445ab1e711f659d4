export * from './advisory-lock';
export * from './row-lock';
