// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const jobsEntities: Function[] = [];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const jobsSubscribers: Function[] = [];
