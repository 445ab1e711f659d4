import { CoreInit1763700000000 } from './1763700000000-core-init';
import { MailListUnsubscribe1763700000001 } from './1763700000001-mail-list-unsubscribe';
import { AuditActorRole1796000000000 } from './1796000000000-audit-actor-role';
import { MailReplyTo1796000000600 } from './1796000000600-mail-reply-to';

export const coreMigrations = [CoreInit1763700000000, MailListUnsubscribe1763700000001, AuditActorRole1796000000000, MailReplyTo1796000000600];
