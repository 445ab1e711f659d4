import { MailOutbox } from './mail-outbox.entity';

// Entities and subscribers of the mail mechanism (composed into coreEntities/coreSubscribers).
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const mailEntities: Function[] = [MailOutbox];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const mailSubscribers: Function[] = [];
