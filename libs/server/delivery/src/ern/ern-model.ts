/**
 * What an ERN 4.3 message says, in our own words: the builder's input. The delivery service maps
 * releases' read model onto it; tests build it by hand (Spotify's onboarding sequence).
 */

export type ErnReleaseType = 'Album' | 'EP' | 'Single';
export type ErnDealKind = 'streaming' | 'download';
/** 1 not explicit, 2 explicit, 3 cleaned (the tracks' column). */
export type ExplicitFlag = 1 | 2 | 3;

export interface ErnParty {
  name: string;
  /** The role as our product names it: 'Primary Artist', 'Featuring', 'Producer', 'Remixer', 'Composer', 'Lyricist'. */
  role: string;
}

export interface ErnFile {
  /** Relative to the release folder, e.g. `resources/USAB12600001.flac`. */
  uri: string;
  sha256: string | null;
  sizeBytes: number | null;
}

export interface ErnTrack {
  number: number;
  isrc: string;
  title: string;
  /** "Radio Edit", "Live": the version field, written as the title's subtitle. */
  version: string | null;
  durationSeconds: number;
  explicit: ExplicitFlag;
  isInstrumental: boolean;
  pLine: { year: number | null; text: string } | null;
  language: string | null;
  /** Track-level contributors (composer, lyricist, …), free-text roles. */
  contributors: ErnParty[];
  audio: ErnFile & { codec: string | null; channels: number | null; samplingRate: number | null; bitsPerSample: number | null };
}

export interface ErnRelease {
  upc: string;
  title: string;
  type: ErnReleaseType;
  /** Sent as an Album flagged as a compilation (ERN 4 has no compilation type). */
  compilation: 'single-artist' | 'multi-artist' | null;
  genre: string;
  subGenre: string | null;
  labelName: string;
  catalogNumber: string | null;
  pLine: { year: number | null; text: string } | null;
  cLine: { year: number | null; text: string } | null;
  /** 'YYYY-MM-DD'. */
  releaseDate: string;
  /** The primary artist first, then the extra artists in their order. */
  artists: ErnParty[];
  tracks: ErnTrack[];
  artwork: (ErnFile & { width: number | null; height: number | null; codec: string | null }) | null;
}

export interface ErnDeals {
  kind: ErnDealKind;
  territoryMode: 'worldwide' | 'include' | 'exclude';
  territories: string[];
  /**
   * When the deals start: a whole date (local midnight in each territory) or one instant (a global
   * timed release, or a deal already live that must keep its start in the past).
   */
  start: { date: string } | { instant: Date };
  /** Takedown: the deals end at this instant. */
  end: Date | null;
  priceTier: 'budget' | 'standard' | 'premium';
  /** Track numbers whose streaming rights are withdrawn (downloads stay). */
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
