// Bounded reading of uploaded text files, gzip or not (@soundpost/server-core/bounded-text): a
// per-line limit and a decompressed-size limit, so a hostile file cannot grow the server's memory.
export * from './bounded-text';
