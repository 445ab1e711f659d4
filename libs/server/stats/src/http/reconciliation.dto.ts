import { ApiProperty } from '@nestjs/swagger';
import { RECONCILIATION_MESSAGES as R, RECONCILIATION_RULES, todayIsoDate, type StatsStoreSettingRequest } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';
import type { ListQuery } from '@soundpost/server-core/lists';
import { IsInt, Max, Min } from 'class-validator';
import { isMonth } from '../reconciliation/reconciliation.lists';

export class StatsStoreSettingDto implements StatsStoreSettingRequest {
  @ApiProperty({ minimum: RECONCILIATION_RULES.minLagDays, maximum: RECONCILIATION_RULES.maxLagDays, example: 60 })
  @Max(RECONCILIATION_RULES.maxLagDays, { message: R.lagInvalid })
  @Min(RECONCILIATION_RULES.minLagDays, { message: R.lagInvalid })
  @IsInt({ message: R.lagInvalid })
  reporting_lag_days!: number;
}

/** A list's month filter is YYYY-MM (a 422 here, not a database error later). */
export function checkMonthFilter(list: ListQuery): ListQuery {
  const month = list.filters.month;
  if (month !== undefined && !isMonth(String(month))) throw DomainError.validation({ month: [R.monthInvalid] }, R.monthInvalid);
  return list;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const monthIndex = (month: string): number => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthAt = (index: number): string => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The artist's months, checked once: YYYY-MM each, in order, at most maxMonths; the last 12 months unless told. */
export function validateReconciliationQuery(query: Record<string, unknown>, today = todayIsoDate()): { from: string; to: string } {
  const to = text(query.to) ?? today.slice(0, 7);
  const from = text(query.from) ?? (isMonth(to) ? monthAt(monthIndex(to) - RECONCILIATION_RULES.defaultMonths + 1) : to);
  const span = isMonth(from) && isMonth(to) ? monthIndex(to) - monthIndex(from) + 1 : 0;
  if (span < 1 || span > RECONCILIATION_RULES.maxMonths || from < '2000-01') throw DomainError.validation({ from: [R.monthsInvalid] }, R.monthsInvalid);
  return { from, to };
}
