import { TAX_FORM_KINDS } from '@soundpost/contracts';
import { containsPattern, ListSpec } from '@soundpost/server-core/lists';
import type { TaxForm } from '../forms/tax-form.entity';

export const adminTaxFormsListSpec: ListSpec<TaxForm> = {
  resource: 'tax-forms',
  sortable: { signed_at: 'f.signed_at', expires_at: 'f.expires_at', payee_name: 'f.payee_name', form: 'f.kind' },
  sortAliases: { newest: ['signed_at', 'DESC'], expiring: ['expires_at', 'ASC'] },
  defaultSort: ['signed_at', 'DESC'],
  tieBreaker: 'f.id',
  filters: {
    form: { type: 'string', values: TAX_FORM_KINDS, apply: (qb, value: string, param) => qb.andWhere(`f.kind = :${param}`, { [param]: value }) },
    status: {
      type: 'string',
      values: ['current', 'superseded'],
      apply: (qb, value: string) => qb.andWhere(value === 'current' ? 'f.superseded_at IS NULL' : 'f.superseded_at IS NOT NULL'),
    },
    account_id: { type: 'string', apply: (qb, value: string, param) => qb.andWhere(`f.account_id::text = :${param}`, { [param]: value }) },
  },
  search: (qb, term) => qb.andWhere('f.payee_name ILIKE :q', { q: containsPattern(term) }),
  defaultPerPage: 25,
  maxPerPage: 100,
};
