/**
 * The DDEX DSR flat-file records a trend report may hold, with their cells in order, written from the Basic Audio
 * Profile 1.2 schema (RecordType-XXXX complex types). `?` marks an optional cell, `*` a repeated one (its values
 * share one cell, pipe-separated), `+` a repeated one that must hold a value.
 */

export type DsrRecordKind = 'head' | 'summary' | 'release' | 'subrelease' | 'resource' | 'work' | 'usage' | 'single' | 'foot' | 'single-foot';

export interface DsrRecordDef {
  type: string;
  kind: DsrRecordKind;
  /** Cell index by field name (the RecordType is cell 0). */
  at: Readonly<Record<string, number>>;
  /** Cells up to the last required one. */
  min: number;
  /** Every cell the record defines. */
  max: number;
  /** The last field repeats: a sender may spread its values over further cells. */
  open: boolean;
  /** Fields that may be empty or absent. */
  optional: ReadonlySet<string>;
}

function define(type: string, kind: DsrRecordKind, spec: string): DsrRecordDef {
  const fields = ['RecordType', ...spec.trim().split(/\s+/)];
  const at: Record<string, number> = {};
  const optional = new Set<string>();
  let min = 1;
  fields.forEach((field, index) => {
    const name = field.replace(/[?*+]$/, '');
    at[name] = index;
    if (/[?*]$/.test(field)) optional.add(name);
    else min = index + 1;
  });
  return { type, kind, at, min, max: fields.length, open: /[*+]$/.test(fields[fields.length - 1]), optional };
}

const HEAD = `MessageVersion Profile ProfileVersion MessageId MessageCreatedDateTime FileNumber NumberOfFiles UsageStartDate UsageEndDate
  SenderPartyId SenderName ServiceDescription? RecipientPartyId? RecipientName? RepresentedRepertoire*`;
const SY01 = `SummaryRecordId DistributionChannel? DistributionChannelDPID? CommercialModel UseType Territory ServiceDescription? Usages
  Subscribers? CurrencyOfReporting NetRevenue IndirectNetRevenue? CurrencyOfTransaction? ExchangeRate?`;
const SY02 = `SummaryRecordId DistributionChannel? DistributionChannelDPID? CommercialModel UseType Territory ServiceDescription Usages Users?
  CurrencyOfReporting NetRevenue RightsController? RightsControllerPartyId? AllocatedUsages* AllocatedRevenue* AllocatedNetRevenue? RightsType?
  ContentCategory CurrencyOfTransaction? ExchangeRate? RightsTypePercentage?`;
const SY04 = `SummaryRecordId DistributionChannel? DistributionChannelDPID? CommercialModel UseType Territory ServiceDescription SubscriberType
  Subscribers SubPeriodStartDate? SubPeriodEndDate? UsagesInSubPeriod? UsagesInReportingPeriod? CurrencyOfReporting CurrencyOfTransaction?
  ExchangeRate? ConsumerPaidUnitPrice NetRevenue MusicUsagePercentage`;
const SY05 = `SummaryRecordId DistributionChannel? DistributionChannelDPID? CommercialModel UseType Territory ServiceDescription? RightsController?
  RightsControllerPartyId? RightsType TotalUsages? AllocatedUsages* MusicUsageRatio? AllocatedNetRevenue* AllocatedRevenue?
  RightsControllerMarketShare? CurrencyOfReporting? CurrencyOfTransaction? ExchangeRate? SubscriberType? SubPeriodStartDate? SubPeriodEndDate?
  ContentCategory RightsTypePercentage?`;
const SY06 = `SummaryRecordId DistributionChannel? DistributionChannelDPID? CommercialModel UseType Territory ServiceDescription Usages Subscribers?
  CurrencyOfReporting NumberOfReleases? NetRevenue? IndirectNetRevenue? PreviewAvailable? CurrencyOfTransaction? ExchangeRate? ViewingHours?`;
const RE01 = `BlockId ReleaseReference DspReleaseId ProprietaryReleaseId* CatalogNumber? ICPN? DisplayArtistName DisplayArtistPartyId? Title SubTitle?
  ReleaseType? Label? PLine? DataProvider?`;
const AS01 = `BlockId ResourceReference DspResourceId ISRC* Title SubTitle? DisplayArtistName DisplayArtistPartyId? Duration? ResourceType
  IsMasterRecording?`;
const AS02 = `BlockId ResourceReference DspResourceId ISRC* Title SubTitle? DisplayArtistName DisplayArtistPartyId? Duration? ResourceType ISWC?
  ComposerAuthor* ComposerAuthorPartyId* Arranger* ArrangerPartyId* MusicPublisher* MusicPublisherPartyId* WorkContributor*
  WorkContributorPartyId* ProprietaryWorkId? IsMasterRecording?`;
const SU01 = `BlockId SummaryRecordId SalesTransactionId TransactedRelease? TransactedResource? IsRoyaltyBearing SalesUpgrade Usages Returns
  PriceConsumerPaidExcSalesTax? PromotionalActivity?`;
const SU02 = `BlockId SummaryRecordId SalesTransactionId TransactedRelease? TransactedResource? IsRoyaltyBearing? NumberOfStreams
  PriceConsumerPaidExcSalesTax? PromotionalActivity?`;
const SINGLE_RESOURCE = `SummaryRecordId DspResourceId ISRC? ResourceTitle ResourceSubTitle? ResourceDisplayArtistName ResourceDisplayArtistPartyId?
  Duration? ResourceType ProprietaryWorkId? ISWC? ComposerAuthor* ComposerAuthorPartyId* Arranger* ArrangerPartyId* MusicPublisher*
  MusicPublisherPartyId* WorkContributor* WorkContributorPartyId* DspReleaseId? ProprietaryReleaseId* ReleaseCatalogNumber? ICPN?
  ReleaseDisplayArtistName ReleaseDisplayArtistPartyId? ReleaseTitle ReleaseSubTitle? ReleaseType? ReleaseLabel? PLine? ReleaseDataProvider?`;

const DEFS: DsrRecordDef[] = [
  define('HEAD', 'head', HEAD),
  define('SY01.01', 'summary', SY01),
  define('SY02.02', 'summary', SY02),
  define('SY04.01', 'summary', SY04),
  define('SY05.02', 'summary', SY05),
  define('SY06.02', 'summary', SY06),
  define('RE01', 'release', RE01),
  define('RE02', 'subrelease', 'BlockId ReleaseReference DspSubReleaseId ProprietarySubReleaseId* UsedResources+'),
  define('AS01.01', 'resource', AS01),
  define('AS02.02', 'resource', AS02),
  define(
    'MW01.01',
    'work',
    `BlockId DspWorkId ISWC? Title SubTitle? ComposerAuthor* ComposerAuthorPartyId* Arranger* ArrangerPartyId* MusicPublisher*
     MusicPublisherPartyId* WorkContributor* WorkContributorPartyId* DataProvider? ProprietaryWorkId?`,
  ),
  define('SU01', 'usage', SU01),
  define('SU02', 'usage', SU02),
  define(
    'SR01',
    'single',
    `${SINGLE_RESOURCE} NumberOfTransactedResources SalesTransactionId IsRoyaltyBearing SalesUpgrade Downloads Returns PriceConsumerPaidExcSalesTax?
     CalculatedPriceConsumerPaidForResourceExcSalesTax? PromotionalActivity?`,
  ),
  define('SR02', 'single', `${SINGLE_RESOURCE} SalesTransactionId IsRoyaltyBearing NumberOfStreams PromotionalActivity?`),
  define('FOOT', 'foot', 'NumberOfLinesInFile NumberOfLinesInReport? NumberOfSummaryRecords NumberOfBlocksInFile NumberOfBlocksInReport?'),
  define('SRFO', 'single-foot', 'NumberOfLinesInReport NumberOfSummaryRecords'),
  // Later Basic Audio Profile versions seen in stores' files (their comment rows name the cells): the same cells,
  // or one more optional cell at the end.
  define('SY01.02', 'summary', SY01),
  define('RE01.02', 'release', `${RE01} ReleaseDate?`),
  define('AS02.03', 'resource', AS02),
  define('SU02.02', 'usage', `${SU02} UseType?`),
];

export const DSR_RECORDS: ReadonlyMap<string, DsrRecordDef> = new Map(DEFS.map((d) => [d.type, d]));
