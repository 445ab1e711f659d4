import { STATS_MESSAGES, type StreamSource } from '@soundpost/contracts';
import { DSR_RECORDS, type DsrRecordDef } from './dsr-records';
import { forEachLine } from './text-lines';
import type { TrendReadHooks, TrendReadOptions, TrendReadSummary } from './trend-line';
import { dayInRange, fill, isoDay, isrcOf, openTrendText, readError, refuse, territoryOf, upcOf, wholeCount } from './trend-values';

/**
 * DSR use types that are radio-like listening (the listener did not pick the recording). The DSR says nothing
 * about playlists, library or search, so every other use type, on-demand streams included, is `unknown`.
 */
const RADIO_USE_TYPES = new Set(['NonInteractiveStream', 'ProgrammedContentStream', 'ContentInfluencedStream']);

export function sourceOfUseType(useType: string): StreamSource {
  return RADIO_USE_TYPES.has(useType.trim()) ? 'radio' : 'unknown';
}

interface DsrHead {
  path: string;
  record: number;
  messageId: string;
  fileNumber: number;
  numberOfFiles: number;
  start: string;
  end: string;
}

interface Summary {
  /** The Territory cell, checked once for all the usages that name the summary. */
  territory: ReturnType<typeof territoryOf>;
  source: StreamSource;
}

interface Block {
  id: string;
  /** ReleaseReference → UPC (null when the ICPN is absent or not a UPC/EAN). */
  releases: Map<string, string | null>;
  /** ResourceReference → its first valid ISRC, and whether it named any ISRC at all. */
  resources: Map<string, { isrc: string | null; named: boolean }>;
}

interface Foot {
  record: number;
  type: 'FOOT' | 'SRFO';
  counts: Record<string, number | null>;
}

const cellOf = (cells: string[], def: DsrRecordDef, field: string): string => {
  const index = def.at[field];
  return index === undefined ? '' : (cells[index] ?? '').trim();
};

function checkWidth(def: DsrRecordDef, cells: string[], record: number): void {
  // Stores pad records with empty cells up to the widest record: only filled cells count against the maximum.
  let filled = cells.length;
  while (filled > 1 && cells[filled - 1].trim() === '') filled--;
  if (cells.length < def.min || (!def.open && filled > def.max)) {
    throw refuse(fill(STATS_MESSAGES.dsrRecordWidth, { record, type: def.type, min: def.min, max: def.max, actual: cells.length < def.min ? cells.length : filled }));
  }
}

function countOf(cells: string[], def: DsrRecordDef, field: string, record: number, required: boolean): number | null {
  const text = cellOf(cells, def, field);
  if (!text && !required) return null;
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) throw refuse(fill(STATS_MESSAGES.dsrNumberInvalid, { record, field, value: text.slice(0, 40) }));
  return Number(text);
}

function headOf(cells: string[], path: string, record: number): DsrHead {
  const def = DSR_RECORDS.get('HEAD') as DsrRecordDef;
  checkWidth(def, cells, record);
  const day = (field: string): string => {
    const text = cellOf(cells, def, field);
    const value = isoDay(text);
    if (!value) throw refuse(fill(STATS_MESSAGES.dsrDateInvalid, { record, field, value: text.slice(0, 40) }));
    return value;
  };
  return {
    path,
    record,
    messageId: cellOf(cells, def, 'MessageId'),
    fileNumber: countOf(cells, def, 'FileNumber', record, true) as number,
    numberOfFiles: countOf(cells, def, 'NumberOfFiles', record, true) as number,
    start: day('UsageStartDate'),
    end: day('UsageEndDate'),
  };
}

/** The HEAD record of one file: its first record that is neither empty nor a comment. */
async function readHead(path: string, options: TrendReadOptions): Promise<DsrHead> {
  let found: { cells: string[]; record: number } | null = null;
  let lineNo = 0;
  try {
    await forEachLine(await openTrendText(path, options.limits), (line) => {
      lineNo++;
      if (line === '' || line.startsWith('#')) return true;
      found = { cells: line.split('\t'), record: lineNo };
      return false;
    });
  } catch (error) {
    throw readError(error);
  }
  const head = found as { cells: string[]; record: number } | null;
  if (!head || head.cells[0] !== 'HEAD') throw refuse(STATS_MESSAGES.dsrHeadMissing);
  return headOf(head.cells, path, head.record);
}

/** The files of one report in FileNumber order, all of it and nothing else, covering one day. */
async function orderedHeads(paths: string[], options: TrendReadOptions): Promise<DsrHead[]> {
  const heads: DsrHead[] = [];
  for (const path of paths) heads.push(await readHead(path, options));
  const first = heads[0];
  for (const head of heads) {
    if (head.messageId !== first.messageId) throw refuse(fill(STATS_MESSAGES.dsrFilesMixed, { first: first.messageId, other: head.messageId }));
  }
  heads.sort((a, b) => a.fileNumber - b.fileNumber);
  const count = first.numberOfFiles;
  const complete = heads.length === count && heads.every((h, i) => h.fileNumber === i + 1 && h.numberOfFiles === count);
  if (!complete) throw refuse(fill(STATS_MESSAGES.dsrFilesIncomplete, { number: first.fileNumber, count: Math.max(count, heads.length) }));
  for (const head of heads) {
    if (head.start !== first.start || head.end !== first.end || head.start !== head.end) {
      throw refuse(fill(STATS_MESSAGES.dsrPeriodTooLong, { start: head.start < first.start ? head.start : first.start, end: head.end > first.end ? head.end : first.end }));
    }
  }
  return heads;
}

/**
 * Reads a DDEX DSR flat-file report (Basic Audio Profile: multi-record blocks RE/AS/SU, or single records SR01/SR02),
 * given as one path or every file of a multi-file report, plain or gzip. Streams: only the summary records and the
 * current block are held. A structural fault throws a 422 naming the record (records are numbered across the files
 * in FileNumber order); lines already passed to onLine must then be discarded by the caller. Usage lines dated out
 * of range, without an identifier or with a bad territory or count go to onBad.
 *
 * Streams: SU02/SR02 NumberOfStreams; SU01 Usages and SR01 Downloads, not less Returns (a return takes back a
 * sale's money, not the listening it counted). A DSR has no listeners or saves.
 */
export async function readDsrFiles(paths: string[], options: TrendReadOptions, hooks: TrendReadHooks): Promise<TrendReadSummary> {
  const heads = await orderedHeads(paths, options);
  const day = heads[0].start;
  const dayOk = dayInRange(day, options.today);
  const every = hooks.progressEvery ?? 10_000;
  const summaries = new Map<string, Summary>();
  let offset = 0;
  let reportLines = 0;
  let reportBlocks = 0;
  let reportSummaries = 0;
  let linesRead = 0;

  for (const head of heads) {
    const last = head.fileNumber === head.numberOfFiles;
    let fileLine = 0;
    let lastFilled = 0;
    let headSeen = false;
    let foot: Foot | null = null;
    let fileSummaries = 0;
    let fileBlocks = 0;
    let block: Block | null = null;

    const blockFor = (id: string): Block => {
      if (!block || block.id !== id) {
        block = { id, releases: new Map(), resources: new Map() };
        fileBlocks++;
      }
      return block;
    };

    const usage = (record: number, summaryId: string, isrc: string | null, isrcNamed: boolean, upc: string | null, streamsText: string, useType: string): void | Promise<void> => {
      const summary = summaries.get(summaryId);
      if (!summary) throw refuse(fill(STATS_MESSAGES.dsrSummaryUnknown, { record, summary: summaryId.slice(0, 40) }));
      linesRead++;
      if (linesRead % every === 0) hooks.onProgress?.(linesRead);
      const bad = (reason: string) => hooks.onBad({ line: record, reason });
      if (!dayOk) return bad(STATS_MESSAGES.lineDateRange);
      const streams = wholeCount(streamsText);
      if (streams === null) return bad(STATS_MESSAGES.lineStreams);
      const territory = summary.territory;
      if (!territory.ok) return bad(STATS_MESSAGES.lineTerritory);
      if (!isrc && !upc) return bad(isrcNamed ? STATS_MESSAGES.lineIsrc : STATS_MESSAGES.lineIdentifier);
      return hooks.onLine({ lineNo: record, day, territory: territory.value, isrc, upc, streams, listeners: null, saves: null, source: useType ? sourceOfUseType(useType) : summary.source });
    };

    const take = (line: string): void | Promise<void> => {
      fileLine++;
      const record = offset + fileLine;
      if (line === '') return;
      lastFilled = fileLine;
      if (line.startsWith('#') || foot) return;
      const cells = line.split('\t');
      if (!headSeen) {
        // The HEAD was read and checked before; only its position is left to see.
        headSeen = true;
        return;
      }
      const def = DSR_RECORDS.get(cells[0]);
      if (!def || def.kind === 'head') throw refuse(fill(STATS_MESSAGES.dsrRecordUnknown, { record, type: cells[0].slice(0, 20) }));
      checkWidth(def, cells, record);
      const cell = (field: string) => cellOf(cells, def, field);
      switch (def.kind) {
        case 'summary':
          summaries.set(cell('SummaryRecordId'), { territory: territoryOf(cell('Territory')), source: sourceOfUseType(cell('UseType')) });
          fileSummaries++;
          return;
        case 'release': {
          const current = blockFor(cell('BlockId'));
          current.releases.set(cell('ReleaseReference'), upcOf(cell('ICPN')));
          return;
        }
        case 'resource': {
          const current = blockFor(cell('BlockId'));
          const named = cell('ISRC');
          // Several ISRCs may share the cell: the first valid one names the recording.
          const isrc = named ? (named.split('|').map(isrcOf).find((i) => i !== null) ?? null) : null;
          current.resources.set(cell('ResourceReference'), { isrc, named: named !== '' });
          return;
        }
        case 'subrelease':
        case 'work':
          blockFor(cell('BlockId'));
          return;
        case 'usage': {
          const blockId = cell('BlockId');
          const current = block as Block | null;
          if (!current || current.id !== blockId) throw refuse(fill(STATS_MESSAGES.dsrBlockUnknown, { record, block: blockId.slice(0, 40) }));
          const resourceRef = cell('TransactedResource');
          const releaseRef = cell('TransactedRelease');
          let resource: { isrc: string | null; named: boolean } | undefined;
          if (resourceRef) {
            resource = current.resources.get(resourceRef);
            if (!resource) throw refuse(fill(STATS_MESSAGES.dsrBlockUnknown, { record, block: resourceRef.slice(0, 40) }));
          } else if (!releaseRef && current.resources.size === 1) {
            resource = current.resources.values().next().value;
          }
          let upc: string | null;
          if (releaseRef) {
            if (!current.releases.has(releaseRef)) throw refuse(fill(STATS_MESSAGES.dsrBlockUnknown, { record, block: releaseRef.slice(0, 40) }));
            upc = current.releases.get(releaseRef) ?? null;
          } else {
            upc = current.releases.values().next().value ?? null;
          }
          const streams = def.at['NumberOfStreams'] !== undefined ? cell('NumberOfStreams') : cell('Usages');
          return usage(record, cell('SummaryRecordId'), resource?.isrc ?? null, resource?.named ?? false, upc, streams, cell('UseType'));
        }
        case 'single': {
          const named = cell('ISRC');
          const streams = def.at['NumberOfStreams'] !== undefined ? cell('NumberOfStreams') : cell('Downloads');
          return usage(record, cell('SummaryRecordId'), named ? isrcOf(named) : null, named !== '', upcOf(cell('ICPN')), streams, '');
        }
        case 'foot':
        case 'single-foot': {
          const counts: Record<string, number | null> = {};
          for (const [field, index] of Object.entries(def.at)) {
            if (index > 0) counts[field] = countOf(cells, def, field, record, !def.optional.has(field));
          }
          foot = { record, type: def.kind === 'foot' ? 'FOOT' : 'SRFO', counts };
          return;
        }
        default:
          throw refuse(fill(STATS_MESSAGES.dsrRecordUnknown, { record, type: cells[0].slice(0, 20) }));
      }
    };

    try {
      await forEachLine(await openTrendText(head.path, options.limits), take);
    } catch (error) {
      throw readError(error);
    }

    reportLines += lastFilled;
    reportBlocks += fileBlocks;
    reportSummaries += fileSummaries;
    const footer = foot as Foot | null;
    if (!footer) throw refuse(STATS_MESSAGES.dsrFootMissing);
    const expect = (field: string, actual: number, always: boolean) => {
      const expected = footer.counts[field];
      if (expected === null || expected === undefined || (!always && !last)) return;
      if (expected !== actual) throw refuse(fill(STATS_MESSAGES.dsrFootMismatch, { record: footer.record, field, expected, actual }));
    };
    if (footer.type === 'FOOT') {
      expect('NumberOfLinesInFile', lastFilled, true);
      expect('NumberOfSummaryRecords', fileSummaries, true);
      expect('NumberOfBlocksInFile', fileBlocks, true);
      expect('NumberOfLinesInReport', reportLines, false);
      expect('NumberOfBlocksInReport', reportBlocks, false);
    } else {
      expect('NumberOfLinesInReport', reportLines, false);
      expect('NumberOfSummaryRecords', reportSummaries, false);
    }
    offset += fileLine;
  }

  if (linesRead === 0) throw refuse(STATS_MESSAGES.noLines);
  hooks.onProgress?.(linesRead);
  return { format: 'dsr', messageId: heads[0].messageId, linesRead };
}
