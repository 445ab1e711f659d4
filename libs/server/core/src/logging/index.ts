export * from './logger';
export * from './log-output';
