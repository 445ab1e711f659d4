import { POPUP_TYPES } from '@soundpost/contracts';
import { containsPattern, ListSpec } from '@soundpost/server-core/lists';
import { Popup } from './popup.entity';

export const adminPopupsListSpec: ListSpec<Popup> = {
  resource: 'popups',
  sortable: {
    created_at: 'p.created_at',
    updated_at: 'p.updated_at',
    title: 'p.title',
    type: 'p.type',
    status: 'p.status',
    show_from: 'p.show_from',
    show_until: 'p.show_until',
  },
  sortAliases: { newest: ['created_at', 'DESC'], oldest: ['created_at', 'ASC'] },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'p.id',
  filters: {
    type: { type: 'string', values: POPUP_TYPES, apply: (qb, value: string, param) => qb.andWhere(`p.type = :${param}`, { [param]: value }) },
    status: { type: 'bool', apply: (qb, value: boolean, param) => qb.andWhere(`p.status = :${param}`, { [param]: value }) },
  },
  // Title or message text; the message is HTML, so a search for a tag name may match markup too (acceptable for staff).
  search: (qb, term) => qb.andWhere('(p.title ILIKE :q OR p.message ILIKE :q)', { q: containsPattern(term) }),
  defaultPerPage: 20,
  maxPerPage: 100,
};
