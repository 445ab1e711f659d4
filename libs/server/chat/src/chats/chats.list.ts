import { CHAT_STATUSES } from '@soundpost/contracts';
import { ListSpec } from '@soundpost/server-core/lists';
import type { SelectQueryBuilder } from 'typeorm';
import { Chat } from './chat.entity';

/** `q` finds chats by their artist (name or e-mail: the ids auth matched). */
export function adminChatsSearch(matchingUserIds: string[]): (qb: SelectQueryBuilder<Chat>, term: string) => void {
  return (qb) => qb.andWhere('c.user_id = ANY(:qUserIds)', { qUserIds: matchingUserIds });
}

export const adminChatsListSpec: ListSpec<Chat> = {
  resource: 'chats',
  sortable: {
    created_at: 'c.created_at',
    last_message_at: 'c.last_message_at',
    // Ascending: the longest wait first; chats not waiting come last.
    waiting_since: 'c.waiting_since',
    status: 'c.status',
  },
  sortAliases: { newest: ['created_at', 'DESC'], waiting: ['waiting_since', 'ASC'], recent: ['last_message_at', 'DESC'] },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'c.id',
  filters: {
    status: { type: 'string', values: CHAT_STATUSES, apply: (qb, value: string, param) => qb.andWhere(`c.status = :${param}`, { [param]: value }) },
  },
  search: adminChatsSearch([]),
  defaultPerPage: 20,
  maxPerPage: 100,
};
