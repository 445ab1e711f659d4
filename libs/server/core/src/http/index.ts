// HTTP conventions: errors, validation, input guard, multipart, OpenAPI, route access, shutdown (@soundpost/server-core/http).
export * from './domain-error';
export * from './validation';
export * from './follows-rule.decorator';
export * from './input-guard';
export * from './multipart-reader';
export * from './body-timeout';
export * from './http-exception.filter';
export * from './http-app';
export * from './openapi';
export * from './health.controller';
export * from './route-access';
export * from './graceful-shutdown';
export * from './site-url';
export * from './deferred-body';
