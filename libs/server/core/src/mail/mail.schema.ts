import { MailOutbox } from './mail-outbox.entity';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const mailEntities: Function[] = [MailOutbox];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const mailSubscribers: Function[] = [];
