// Entities and subscribers of the audit mechanism (composed into coreEntities/coreSubscribers).
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const auditEntities: Function[] = [];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const auditSubscribers: Function[] = [];
