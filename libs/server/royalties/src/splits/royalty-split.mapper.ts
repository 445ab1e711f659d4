import { shareFromBasisPoints, type RoyaltySplitResponse, type RoyaltySplitsResponse } from '@soundpost/contracts';
import type { RoyaltySplit } from './royalty-split.entity';

export function toSplitResponse(row: RoyaltySplit): RoyaltySplitResponse {
  return { id: row.id, email: row.email, share: shareFromBasisPoints(row.shareBp), status: row.status };
}

export function toSplitsResponse(rows: RoyaltySplit[], inherited: boolean): RoyaltySplitsResponse {
  const taken = rows.reduce((sum, r) => sum + r.shareBp, 0);
  return { splits: rows.map(toSplitResponse), owner_share: shareFromBasisPoints(10_000 - taken), inherited };
}
