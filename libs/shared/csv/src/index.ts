// The one CSV writer (@soundpost/shared-csv), for the server's exports and the back office's alike.
// Apart from contracts because it brings a library (csv-stringify), and contracts brings none.
export * from './csv-writer';
