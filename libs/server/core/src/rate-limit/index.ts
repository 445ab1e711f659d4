export * from './rate-limit.service';
export * from './rate-limit.options';
export * from './rate-limit.decorator';
export * from './rate-limit.guard';
export * from './ip-rate-limit';
export * from './rate-limit.module';
