// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const rateLimitEntities: Function[] = [];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const rateLimitSubscribers: Function[] = [];
