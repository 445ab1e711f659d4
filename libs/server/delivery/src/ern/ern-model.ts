export type ErnReleaseType = 'Album' | 'EP' | 'Single';
export type ErnDealKind = 'streaming' | 'download';
export type ExplicitFlag = 1 | 2 | 3;

export interface ErnParty {
  name: string;
  role: string;
}

export interface ErnFile {
  uri: string;
  sha256: string | null;
  sizeBytes: number | null;
}

export interface ErnTrack {
  number: number;
  isrc: string;
  title: string;
  version: string | null;
  durationSeconds: number;
  explicit: ExplicitFlag;
  isInstrumental: boolean;
  pLine: { year: number | null; text: string } | null;
  language: string | null;
  contributors: ErnParty[];
  audio: ErnFile & { codec: string | null; channels: number | null; samplingRate: number | null; bitsPerSample: number | null };
}

export interface ErnRelease {
  upc: string;
  title: string;
  type: ErnReleaseType;
  compilation: 'single-artist' | 'multi-artist' | null;
  genre: string;
  subGenre: string | null;
  labelName: string;
  catalogNumber: string | null;
  pLine: { year: number | null; text: string } | null;
  cLine: { year: number | null; text: string } | null;
  releaseDate: string;
  artists: ErnParty[];
  tracks: ErnTrack[];
  artwork: (ErnFile & { width: number | null; height: number | null; codec: string | null }) | null;
}

export interface ErnDeals {
  kind: ErnDealKind;
  territoryMode: 'worldwide' | 'include' | 'exclude';
  territories: string[];
  start: { date: string } | { instant: Date };
  end: Date | null;
  priceTier: 'budget' | 'standard' | 'premium';
  streamingBlockedTracks: number[];
}

export interface ErnHeader {
  messageId: string;
  threadId: string;
  createdAt: Date;
  sender: { dpid: string; name: string };
  recipient: { dpid: string; name: string };
  isTest: boolean;
}

export interface NewReleaseInput {
  header: ErnHeader;
  release: ErnRelease;
  deals: ErnDeals;
}

export interface PurgeReleaseInput {
  header: ErnHeader;
  release: Pick<ErnRelease, 'upc' | 'title'>;
}
