import { ApiPropertyOptional } from '@nestjs/swagger';
import { validateLabelReportFrom, validateLabelReportMonth, type LabelReportQuery } from '@soundpost/contracts';
import { FollowsRule } from '@soundpost/server-core/http';

/** The period as months, both optional (the last 12 months unless told), checked once at the edge. */
export class LabelReportQueryDto implements LabelReportQuery {
  @ApiPropertyOptional({ example: '2026-01', description: 'First month (YYYY-MM); 11 months before `to` unless given' })
  @FollowsRule((value, query) => validateLabelReportFrom(value, query))
  from?: string;

  @ApiPropertyOptional({ example: '2026-12', description: 'Last month (YYYY-MM); this month unless given' })
  @FollowsRule((value) => validateLabelReportMonth(value))
  to?: string;
}
