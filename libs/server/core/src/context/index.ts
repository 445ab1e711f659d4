// The per-request context (actor, IP, request id) (@soundpost/server-core/context).
export * from './request-context';
