// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const storageEntities: Function[] = [];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const storageSubscribers: Function[] = [];
