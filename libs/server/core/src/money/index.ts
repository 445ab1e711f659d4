export * from './money-column';
