// Postgres advisory locks (@soundpost/server-core/locks).
export * from './advisory-lock';
export * from './row-lock';
