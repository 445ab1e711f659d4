import {
  ARTIST_ROLES,
  CONTRIBUTOR_ROLE_SUGGESTIONS,
  DEFAULT_ARTIST_ROLE,
  DEFAULT_PRICE_TIER,
  DEFAULT_RELEASE_TYPE,
  DEFAULT_TERRITORY_MODE,
  DEFAULT_TIME_ZONE,
  EXPLICIT_CODES,
  GENRES,
  isArtistRole,
  isExplicitCode,
  isPriceTier,
  isReleaseType,
  isTerritoryMode,
  isTimeZone,
  PRICE_TIERS,
  RELEASE_TYPES,
  TERRITORIES,
  TERRITORY_MODES,
  TIME_ZONES,
} from './catalog';
import { DOCUMENT_DECISIONS, IDENTITY_DOC_TYPES, isIdentityDocType, PROFILE_COUNTRIES } from './identity';
import { PAGE_SIZES } from './page-sizes';
import {
  ADMIN_CODE_RESEND_COUNTDOWN_S,
  NOTIFICATION_POLL_HIDDEN_FACTOR,
  NOTIFICATION_POLL_MS,
  POPUP_FADE_MS,
  REDIRECT_DELAYS_MS,
  SEARCH_DEBOUNCE_MS,
  VERIFICATION_CODE_VALIDITY_MINUTES,
} from './timing';
import { CSV_IMPORT_MAX_ERRORS_SHOWN, NOTIFICATION_BADGE_CAP, PAGER_ALL_PAGES_MAX, POPUP_MAX_WIDTH_PX } from './ui';
import { ARTWORK_UPLOAD, DOCUMENT_UPLOAD, TRACK_AUDIO_UPLOAD } from './uploads';
import { MINIMUM_PAYOUT_CENTS, WALLET_CURRENCY, WALLET_TRANSACTION_CSV_COLUMNS } from './wallet';

describe('upload limits', () => {
  it('documents: 2 MB, jpg/jpeg/png/pdf', () => {
    expect(DOCUMENT_UPLOAD).toStrictEqual({
      maxBytes: 2_097_152,
      extensions: ['jpg', 'jpeg', 'png', 'pdf'],
      mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
      fieldName: 'document',
    });
  });

  it('artwork: 35 MB, jpg/png, 3000 px, 2%', () => {
    expect(ARTWORK_UPLOAD).toStrictEqual({
      maxBytes: 36_700_160,
      extensions: ['jpg', 'jpeg', 'png'],
      mimeTypes: ['image/jpeg', 'image/png'],
      minWidthPx: 3000,
      minHeightPx: 3000,
      squareTolerance: 0.02,
      fieldName: 'cover',
    });
    expect(TRACK_AUDIO_UPLOAD.fieldName).toBe('audio');
  });
});

describe('wallet', () => {
  it('has the minimum payout and CSV columns', () => {
    expect(MINIMUM_PAYOUT_CENTS).toBe(2500);
    expect(WALLET_CURRENCY).toBe('eur');
    expect(WALLET_TRANSACTION_CSV_COLUMNS).toStrictEqual([
      'id',
      'wallet_id',
      'user_name',
      'user_email',
      'type',
      'amount_eur',
      'status',
      'description',
      'external_ref',
      'stripe_transfer_id',
      'created_at',
    ]);
  });
});

describe('page sizes', () => {
  it('matches the specs', () => {
    expect(PAGE_SIZES.artistTransactions).toStrictEqual({ default: 10, options: [10, 20, 50] });
    expect(PAGE_SIZES.artistPayouts.default).toBe(10);
    expect(PAGE_SIZES.artistWalletTransactions.default).toBe(20);
    expect(PAGE_SIZES.accountActivity.default).toBe(20);
    expect(PAGE_SIZES.notifications.default).toBe(50);
    expect(PAGE_SIZES.resourcesSidebar.default).toBe(4);
    expect(PAGE_SIZES.admin).toStrictEqual({ default: 20, options: [20, 50, 100] });
    expect(PAGE_SIZES.adminArtists).toStrictEqual({ default: 20, options: [20, 50, 100, 250, 500] });
    expect(PAGE_SIZES.adminArtistsExport.default).toBe(1000);
    expect(PAGE_SIZES.fraudScores).toStrictEqual({ default: 20, options: [10, 20, 50, 100] });
    expect(PAGE_SIZES.fraudFindings.default).toBe(50);
    expect(PAGE_SIZES.fraudBlocks.default).toBe(20);
    expect(PAGE_SIZES.fraudRecentBlocks.default).toBe(10);
    expect(PAGE_SIZES.subscriptionPlanPicker.default).toBe(200);
  });

  it('always offers its own default', () => {
    for (const sizes of Object.values(PAGE_SIZES)) {
      expect(sizes.options as readonly number[]).toContain(sizes.default);
    }
  });
});

describe('timing', () => {
  it('matches the specs', () => {
    expect(REDIRECT_DELAYS_MS).toStrictEqual({
      afterLogin: 800,
      afterCardPayment: 800,
      afterPaypalPayment: 1200,
      afterDocumentApproved: 800,
      afterWalletAdjustment: 800,
    });
    expect(POPUP_FADE_MS).toBe(200);
    expect(NOTIFICATION_POLL_MS).toBe(60_000);
    expect(NOTIFICATION_POLL_HIDDEN_FACTOR).toBe(3);
    expect(ADMIN_CODE_RESEND_COUNTDOWN_S).toBe(30);
    expect(VERIFICATION_CODE_VALIDITY_MINUTES).toBe(10);
    expect(SEARCH_DEBOUNCE_MS).toStrictEqual({
      artistTransactions: 300,
      adminPopups: 350,
      adminArtists: 350,
      adminReleases: 300,
      adminPlans: 300,
    });
  });
});

describe('ui', () => {
  it('matches the specs', () => {
    expect(POPUP_MAX_WIDTH_PX).toBe(680);
    expect(NOTIFICATION_BADGE_CAP).toBe(99);
    expect(PAGER_ALL_PAGES_MAX).toBe(7);
    expect(CSV_IMPORT_MAX_ERRORS_SHOWN).toBe(10);
  });
});

describe('catalog', () => {
  it('lists release types and artist roles with their defaults', () => {
    expect(RELEASE_TYPES).toStrictEqual(['Single', 'EP', 'Album']);
    expect(DEFAULT_RELEASE_TYPE).toBe('Single');
    expect(ARTIST_ROLES).toStrictEqual(['Primary Artist', 'Featuring', 'Producer', 'Remixer', 'Composer', 'Lyricist']);
    expect(DEFAULT_ARTIST_ROLE).toBe('Featuring');
    expect(isReleaseType('EP')).toBe(true);
    expect(isReleaseType('ep')).toBe(false);
    expect(isArtistRole('Remixer')).toBe(true);
    expect(isArtistRole('Featured Artist')).toBe(false);
  });

  it('suggests the named contributor roles', () => {
    for (const role of ['Primary Artist', 'Featured Artist', 'Composer', 'Lyricist', 'Producer', 'Arranger', 'Remixer', 'Vocals']) {
      expect(CONTRIBUTOR_ROLE_SUGGESTIONS).toContain(role);
    }
    expect(new Set(CONTRIBUTOR_ROLE_SUGGESTIONS).size).toBe(CONTRIBUTOR_ROLE_SUGGESTIONS.length);
  });

  it('lists the 16 genres', () => {
    expect(GENRES).toStrictEqual([
      'Alternative',
      'Alternative/Indie Rock',
      'Ambient/New Age',
      'Blues',
      'Classical',
      'Country',
      'Electronic',
      'Folk',
      'Hip-Hop/Rap',
      'Jazz',
      'Latin',
      'Pop',
      'R&B',
      'Reggae',
      'Rock',
      'World',
    ]);
  });

  it('has explicit codes 1, 2, 3', () => {
    expect(EXPLICIT_CODES).toStrictEqual({ notExplicit: 1, explicit: 2, cleaned: 3 });
    expect([0, 1, 2, 3, 4, '1'].map(isExplicitCode)).toStrictEqual([false, true, true, true, false, false]);
  });

  it('lists time zones, territories and price tiers', () => {
    expect(TIME_ZONES).toStrictEqual([
      'UTC',
      'America/New_York',
      'America/Los_Angeles',
      'Europe/Lisbon',
      'Europe/London',
      'Europe/Berlin',
      'Africa/Johannesburg',
      'Asia/Dubai',
      'Asia/Kolkata',
      'Asia/Singapore',
      'Asia/Tokyo',
      'Australia/Sydney',
    ]);
    expect(DEFAULT_TIME_ZONE).toBe('UTC');
    expect(TERRITORY_MODES).toStrictEqual(['worldwide', 'include', 'exclude']);
    expect(DEFAULT_TERRITORY_MODE).toBe('worldwide');
    expect(TERRITORIES).toStrictEqual(['US', 'BR', 'PT', 'ES', 'FR', 'DE', 'GB', 'CA', 'AU', 'IN', 'JP']);
    expect(PRICE_TIERS).toStrictEqual(['standard', 'budget', 'premium']);
    expect(DEFAULT_PRICE_TIER).toBe('standard');
    expect(isTimeZone('Europe/Lisbon')).toBe(true);
    expect(isTimeZone('Europe/Paris')).toBe(false);
    expect(isTerritoryMode('exclude')).toBe(true);
    expect(isTerritoryMode('all')).toBe(false);
    expect(isPriceTier('budget')).toBe(true);
    expect(isPriceTier('free')).toBe(false);
  });
});

describe('identity', () => {
  it('lists doc types, profile countries and decisions', () => {
    expect(IDENTITY_DOC_TYPES).toStrictEqual(['id_card', 'passport']);
    expect(isIdentityDocType('passport')).toBe(true);
    expect(isIdentityDocType('driving_licence')).toBe(false);
    expect(PROFILE_COUNTRIES).toStrictEqual(['US', 'GB', 'PT', 'DE', 'FR', 'BR', 'IN', 'CA', 'AU']);
    expect(DOCUMENT_DECISIONS).toStrictEqual(['approved', 'rejected']);
  });
});
