export * from './bounded-text';
