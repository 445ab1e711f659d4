export * from './storage.service';
export * from './storage-key';
export * from './content-sniffer';
export * from './byte-range';
export * from './young-garbage';
export * from './secret-file';
export * from './storage.module';
export * from './storage-http.module';
