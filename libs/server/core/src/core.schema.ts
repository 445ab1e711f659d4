// Entities and subscribers of the cross-cutting mechanisms, composed into the platform schema.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const coreEntities: Function[] = [];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const coreSubscribers: Function[] = [];
