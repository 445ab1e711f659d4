import type { SelectQueryBuilder } from 'typeorm';
import { DomainError } from '../http/domain-error';
import { containsPattern } from '../lists/contains-pattern';
import type { ListSpec } from '../lists/list-query';
import { AUDIT_EVENTS, AuditLog } from './audit-log.entity';

type Qb = SelectQueryBuilder<AuditLog>;

const equals = (column: string) => (qb: Qb, value: string, param: string) => {
  qb.andWhere(`a.${column} = :${param}`, { [param]: value });
};

function boundary(name: 'from' | 'to', value: string): Date {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(date.getTime())) throw new DomainError('invalid_filter', `Invalid value for filter "${name}".`, 400);
  if (dateOnly && name === 'to') date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

export const auditLogListSpec: ListSpec<AuditLog> = {
  resource: 'audit-logs',
  sortable: { id: 'a.id', created_at: 'a.created_at', event: 'a.event', model: 'a.auditable_type' },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'a.id',
  filters: {
    event: { type: 'string', values: AUDIT_EVENTS, apply: equals('event') },
    model: { type: 'string', apply: equals('auditable_type') },
    actor_id: { type: 'string', apply: equals('actor_id') },
    auditable_id: { type: 'string', apply: equals('auditable_id') },
    user_id: { type: 'string', apply: equals('user_id') },
    from: {
      type: 'string',
      apply: (qb: Qb, value: string, param: string) => {
        qb.andWhere(`a.created_at >= :${param}`, { [param]: boundary('from', value) });
      },
    },
    to: {
      type: 'string',
      apply: (qb: Qb, value: string, param: string) => {
        const end = boundary('to', value);
        const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
        qb.andWhere(`a.created_at ${dateOnly ? '<' : '<='} :${param}`, { [param]: end });
      },
    },
  },
  search: (qb: Qb, term: string) => {
    const like = containsPattern(term);
    qb.andWhere('(a.ip_address ILIKE :auditQ OR a.changes::text ILIKE :auditQ OR a.original::text ILIKE :auditQ)', { auditQ: like });
  },
};
