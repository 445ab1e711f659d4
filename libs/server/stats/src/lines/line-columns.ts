/** The columns DailyLinesWriter writes, in COPY order. */
export const LINE_COLUMNS = ['import_id', 'line_no', 'day', 'store_id', 'territory', 'isrc', 'upc', 'track_id', 'release_id', 'owner_user_id', 'streams', 'listeners', 'saves', 'source', 'unmatched_reason'] as const;
