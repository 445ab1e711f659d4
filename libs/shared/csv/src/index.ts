// Apart from contracts because it brings a library (csv-stringify), and contracts brings none.
export * from './csv-writer';
