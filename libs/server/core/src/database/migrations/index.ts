import { CoreInit1763700000000 } from './1763700000000-core-init';
import { MailListUnsubscribe1763700000001 } from './1763700000001-mail-list-unsubscribe';

export const coreMigrations = [CoreInit1763700000000, MailListUnsubscribe1763700000001];
