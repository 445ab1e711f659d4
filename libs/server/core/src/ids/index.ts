// Identifier helpers (@soundpost/server-core/ids).
export * from './uuid';
