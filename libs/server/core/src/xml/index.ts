export * from './xml-writer';
export * from './xml-check';
