import { gzipSync } from 'node:zlib';
import { STATS_MESSAGES } from '@soundpost/contracts';
import { readDsrFiles, sourceOfUseType } from './dsr-reader';
import { DSR_RECORDS } from './dsr-records';
import { collect, fixture, OPTIONS, readFixture, refused, scratch } from './trend-spec-helpers';
import { fill } from './trend-values';

const read = (paths: string[], options = OPTIONS) => collect((hooks) => readDsrFiles(paths, options, hooks));

describe('DSR records', () => {
  it('knows each record cell by cell, from its required cells to all of them', () => {
    expect(DSR_RECORDS.get('SU02')).toMatchObject({ min: 8, max: 10, open: false, at: { NumberOfStreams: 7, TransactedResource: 5 } });
    expect(DSR_RECORDS.get('SU01')).toMatchObject({ min: 10, max: 12, at: { Usages: 8, Returns: 9 } });
    expect(DSR_RECORDS.get('HEAD')).toMatchObject({ min: 12, max: 16, open: true, at: { MessageId: 4, UsageStartDate: 8 } });
    expect(DSR_RECORDS.get('SY02.02')).toMatchObject({ min: 19, max: 22, at: { UseType: 5, Territory: 6 } });
    expect(DSR_RECORDS.get('AS01.01')).toMatchObject({ min: 11, max: 12, at: { ISRC: 4 } });
    expect(DSR_RECORDS.get('RE01')).toMatchObject({ min: 10, max: 15, at: { ICPN: 6 } });
    expect(DSR_RECORDS.get('SR02')).toMatchObject({ at: { ISRC: 3, ICPN: 23, NumberOfStreams: 34 }, max: 36 });
    expect(DSR_RECORDS.get('FOOT')).toMatchObject({ min: 5, max: 6 });
  });

  it('counts radio-like use types as radio and every other one as unknown', () => {
    expect(['NonInteractiveStream', 'ProgrammedContentStream', 'ContentInfluencedStream'].map(sourceOfUseType)).toEqual(['radio', 'radio', 'radio']);
    expect(['OnDemandStream', 'Download', ''].map(sourceOfUseType)).toEqual(['unknown', 'unknown', 'unknown']);
  });
});

describe('readDsrFiles', () => {
  const files = scratch();
  afterAll(() => files.remove());

  it('reads a multi-record report: territory and source from the summary, recording from the block', async () => {
    const { lines, bad, summary } = await read([fixture('dsr-multi-record.tsv')]);
    expect(summary).toEqual({ format: 'dsr', messageId: 'SP-TREND-20261101-0001', linesRead: 5 });
    expect(bad).toEqual([]);
    const common = { day: '2026-11-01', listeners: null, saves: null };
    expect(lines).toEqual([
      { ...common, lineNo: 8, territory: 'FR', isrc: 'FRSP02600001', upc: '3770000000011', streams: 120, source: 'unknown' },
      { ...common, lineNo: 9, territory: 'BE', isrc: 'FRSP02600001', upc: '3770000000011', streams: 30, source: 'radio' },
      // The first valid ISRC of the cell.
      { ...common, lineNo: 10, territory: 'FR', isrc: 'FRSP02600002', upc: '3770000000011', streams: 45, source: 'unknown' },
      // SU01 for the release: its Usages, returns not taken off.
      { ...common, lineNo: 11, territory: 'FR', isrc: null, upc: '3770000000011', streams: 3, source: 'unknown' },
      { ...common, lineNo: 14, territory: 'FR', isrc: 'FRSP02600003', upc: null, streams: 7, source: 'unknown' },
    ]);
  });

  it('reads the single-record variant (SR02 and SRFO), a worldwide summary giving no territory', async () => {
    const { lines, summary } = await read([fixture('dsr-single-record.tsv')]);
    expect(summary).toMatchObject({ messageId: 'SP-TREND-20261101-0003', linesRead: 3 });
    expect(lines.map((l) => [l.lineNo, l.territory, l.isrc, l.upc, l.streams, l.source])).toEqual([
      [4, 'FR', 'FRSP02600004', '3770000000011', 10, 'unknown'],
      [5, null, 'FRSP02600005', null, 20, 'radio'],
      [6, 'FR', 'FRSP02600006', null, 30, 'unknown'],
    ]);
  });

  it('reads a two-file report as one, in file order whatever the upload order, numbering records across the files', async () => {
    const { lines, summary } = await read([fixture('dsr-two-files-2of2.tsv'), fixture('dsr-two-files-1of2.tsv')]);
    expect(summary).toEqual({ format: 'dsr', messageId: 'SP-TREND-20261101-0002', linesRead: 3 });
    expect(lines.map((l) => [l.lineNo, l.territory, l.isrc, l.upc, l.streams])).toEqual([
      [5, 'FR', 'FRSP02600007', '3770000000011', 11],
      // File 2 uses the summary record of file 1.
      [10, 'FR', 'FRSP02600008', null, 22],
      [11, 'FR', 'FRSP02600008', null, 9],
    ]);
  });

  it('refuses a report missing a file, a file of another report, and a file given twice', async () => {
    await expect(read([fixture('dsr-two-files-2of2.tsv')])).rejects.toMatchObject(refused(fill(STATS_MESSAGES.dsrFilesIncomplete, { number: 2, count: 2 })));
    await expect(read([fixture('dsr-two-files-1of2.tsv'), fixture('dsr-multi-record.tsv')])).rejects.toMatchObject(
      refused(fill(STATS_MESSAGES.dsrFilesMixed, { first: 'SP-TREND-20261101-0002', other: 'SP-TREND-20261101-0001' })),
    );
    await expect(read([fixture('dsr-two-files-1of2.tsv'), fixture('dsr-two-files-1of2.tsv')])).rejects.toMatchObject(
      refused(fill(STATS_MESSAGES.dsrFilesIncomplete, { number: 1, count: 2 })),
    );
  });

  it('checks the report totals of the last file', async () => {
    const last = readFixture('dsr-two-files-2of2.tsv').replace('FOOT\t6\t12\t', 'FOOT\t6\t13\t');
    await expect(read([fixture('dsr-two-files-1of2.tsv'), files.file('last.tsv', last)])).rejects.toMatchObject(
      refused(fill(STATS_MESSAGES.dsrFootMismatch, { record: 12, field: 'NumberOfLinesInReport', expected: 13, actual: 12 })),
    );
  });

  it('reads gzip, sniffed from its first bytes', async () => {
    const gz = files.file('report.dat', gzipSync(readFixture('dsr-multi-record.tsv')));
    const { summary, lines } = await read([gz]);
    expect(summary.linesRead).toBe(5);
    expect(lines).toHaveLength(5);
  });

  it('accepts CRLF lines, a BOM, padded records and comment rows before the HEAD', async () => {
    const text = `\uFEFF#HEAD\tMessageVersion\n${readFixture('dsr-multi-record.tsv').replace('FOOT\t15\t15', 'FOOT\t16\t16')}`.replace(/\n/g, '\r\n');
    const { lines } = await read([files.file('crlf.tsv', text)]);
    expect(lines.map((l) => l.lineNo)).toEqual([9, 10, 11, 12, 15]);
  });

  it('refuses a report without a HEAD, without a FOOT, or whose FOOT disagrees', async () => {
    await expect(read([fixture('dsr-no-head.tsv')])).rejects.toMatchObject(refused(STATS_MESSAGES.dsrHeadMissing));
    const noFoot = readFixture('dsr-multi-record.tsv').replace(/FOOT[^\n]*\n/, '');
    await expect(read([files.file('no-foot.tsv', noFoot)])).rejects.toMatchObject(refused(STATS_MESSAGES.dsrFootMissing));
    await expect(read([fixture('dsr-foot-mismatch.tsv')])).rejects.toMatchObject(
      refused(fill(STATS_MESSAGES.dsrFootMismatch, { record: 15, field: 'NumberOfLinesInFile', expected: 14, actual: 15 })),
    );
    const blocks = readFixture('dsr-multi-record.tsv').replace('FOOT\t15\t15\t2\t2', 'FOOT\t15\t15\t2\t3');
    await expect(read([files.file('blocks.tsv', blocks)])).rejects.toMatchObject(
      refused(fill(STATS_MESSAGES.dsrFootMismatch, { record: 15, field: 'NumberOfBlocksInFile', expected: 3, actual: 2 })),
    );
    const after = `${readFixture('dsr-multi-record.tsv')}SU02\t2\tS1\tT9\t\tA3\ttrue\t1\n`;
    await expect(read([files.file('after.tsv', after)])).rejects.toMatchObject({ status: 422, message: expect.stringContaining('NumberOfLinesInFile is 15, but the file has 16') });
  });

  it('refuses a record of the wrong width, an unknown record and a bad count', async () => {
    await expect(read([fixture('dsr-wrong-width.tsv')])).rejects.toMatchObject(
      refused(fill(STATS_MESSAGES.dsrRecordWidth, { record: 8, type: 'SU02', min: 8, max: 10, actual: 6 })),
    );
    const wide = readFixture('dsr-multi-record.tsv').replace('SU02\t1\tS1\tT1\t\tA1\ttrue\t120', 'SU02\t1\tS1\tT1\t\tA1\ttrue\t120\t\t\textra');
    await expect(read([files.file('wide.tsv', wide)])).rejects.toMatchObject(refused(fill(STATS_MESSAGES.dsrRecordWidth, { record: 8, type: 'SU02', min: 8, max: 10, actual: 11 })));
    const unknown = readFixture('dsr-multi-record.tsv').replace('SU02\t2\t', 'XX99\t2\t');
    await expect(read([files.file('unknown.tsv', unknown)])).rejects.toMatchObject(refused(fill(STATS_MESSAGES.dsrRecordUnknown, { record: 14, type: 'XX99' })));
    await expect(read([fixture('dsr-bad-number.tsv')])).rejects.toMatchObject(
      refused(fill(STATS_MESSAGES.dsrNumberInvalid, { record: 15, field: 'NumberOfSummaryRecords', value: 'two' })),
    );
    const badHead = readFixture('dsr-multi-record.tsv').replace('\t1\t1\t2026-11-01', '\tone\t1\t2026-11-01');
    await expect(read([files.file('bad-head.tsv', badHead)])).rejects.toMatchObject(refused(fill(STATS_MESSAGES.dsrNumberInvalid, { record: 1, field: 'FileNumber', value: 'one' })));
    const badDate = readFixture('dsr-multi-record.tsv').replace('\t2026-11-01\t2026-11-01', '\t2026-11-31\t2026-11-31');
    await expect(read([files.file('bad-date.tsv', badDate)])).rejects.toMatchObject(
      refused(fill(STATS_MESSAGES.dsrDateInvalid, { record: 1, field: 'UsageStartDate', value: '2026-11-31' })),
    );
  });

  it('refuses a usage whose block or summary record does not precede it', async () => {
    const block = readFixture('dsr-multi-record.tsv').replace('SU02\t2\tS1', 'SU02\t1\tS1');
    await expect(read([files.file('block.tsv', block)])).rejects.toMatchObject(refused(fill(STATS_MESSAGES.dsrBlockUnknown, { record: 14, block: '1' })));
    const resource = readFixture('dsr-multi-record.tsv').replace('\tA3\ttrue\t7', '\tA9\ttrue\t7');
    await expect(read([files.file('resource.tsv', resource)])).rejects.toMatchObject(refused(fill(STATS_MESSAGES.dsrBlockUnknown, { record: 14, block: 'A9' })));
    const summary = readFixture('dsr-multi-record.tsv').replace('SU02\t2\tS1', 'SU02\t2\tS7');
    await expect(read([files.file('summary.tsv', summary)])).rejects.toMatchObject(refused(fill(STATS_MESSAGES.dsrSummaryUnknown, { record: 14, summary: 'S7' })));
  });

  it('refuses a report over more than one day', async () => {
    const week = readFixture('dsr-multi-record.tsv').replace('\t2026-11-01\t2026-11-01', '\t2026-11-01\t2026-11-07');
    await expect(read([files.file('week.tsv', week)])).rejects.toMatchObject(refused(fill(STATS_MESSAGES.dsrPeriodTooLong, { start: '2026-11-01', end: '2026-11-07' })));
  });

  it('reports bad usage lines by record number and reads the rest', async () => {
    const { lines, bad } = await read([fixture('dsr-bad-lines.tsv')]);
    expect(bad).toEqual([
      { line: 8, reason: STATS_MESSAGES.lineIdentifier },
      { line: 9, reason: STATS_MESSAGES.lineStreams },
      { line: 10, reason: STATS_MESSAGES.lineTerritory },
      { line: 11, reason: STATS_MESSAGES.lineIsrc },
    ]);
    expect(lines.map((l) => [l.lineNo, l.isrc, l.streams])).toEqual([[12, 'FRSP02600009', 6]]);
  });

  it('refuses by line a day in the future or before 2000', async () => {
    const future = await read([fixture('dsr-multi-record.tsv')], { ...OPTIONS, today: '2026-10-31' });
    expect(future.lines).toEqual([]);
    expect(future.bad).toEqual([8, 9, 10, 11, 14].map((line) => ({ line, reason: STATS_MESSAGES.lineDateRange })));
    const old = readFixture('dsr-multi-record.tsv').replace('\t2026-11-01\t2026-11-01', '\t1999-12-31\t1999-12-31');
    expect((await read([files.file('old.tsv', old)])).bad).toHaveLength(5);
  });

  it('refuses a report with no usage records', async () => {
    const empty = readFixture('dsr-multi-record.tsv')
      .split('\n')
      .filter((l) => !l.startsWith('SU'))
      .join('\n')
      .replace('FOOT\t15\t15', 'FOOT\t10\t10');
    await expect(read([files.file('empty.tsv', empty)])).rejects.toMatchObject(refused(STATS_MESSAGES.noLines));
  });

  it('reads the later profile versions stores send (SU02.02 with its own use type, RE01.02, AS02.03, SY01.02)', async () => {
    const text = [
      'HEAD\tdsrf/1.1/1.4.1/1.3\tBasicAudioProfile\t1.3\tM-13\t2026-11-02T00:00:00Z\t1\t1\t2026-11-01\t2026-11-01\tPADPIDA1\tStore\t\t\t\t\t\t',
      'SY01.02\tS1\tStore\tPADPIDA2\tSubscriptionModel\t\tGB\tStore Monthly\t3160\t346563\tGBP\t5000.00\t0.00\tGBP\t1.00\t\t\t',
      'RE01.02\t1\tR1\tB1\t\t\t3770000000011\tLes Exemples\t\tAlbum\t\tAlbum\tLabel\tP\tLabel\t2026-10-01',
      'AS02.03\t1\tA1\tX1\tFRSP02600001\tTitre\t\tLes Exemples\t\tPT2M44S\tSoundRecording\t\t\t\t\t\t\t\tA|B\t\t\t',
      'SU02.02\t1\tS1\tT1\t\tA1\tTRUE\t120\t\t\tOnDemandStream\t\t\t',
      'SU02.02\t1\tS1\tT2\t\tA1\tTRUE\t5\t\t\tProgrammedContentStream\t\t\t',
      'FOOT\t7\t7\t1\t1\t1\t\t\t',
    ].join('\n');
    const { lines } = await read([files.file('v13.tsv', text)]);
    expect(lines.map((l) => [l.territory, l.isrc, l.upc, l.streams, l.source])).toEqual([
      ['GB', 'FRSP02600001', '3770000000011', 120, 'unknown'],
      ['GB', 'FRSP02600001', '3770000000011', 5, 'radio'],
    ]);
  });
});
