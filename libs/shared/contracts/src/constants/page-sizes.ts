export const PAGE_SIZES = {
  artistTransactions: { default: 10, options: [10, 20, 50] },
  artistPayouts: { default: 10, options: [10] },
  artistWalletTransactions: { default: 20, options: [20] },
  accountActivity: { default: 20, options: [20] },
  notifications: { default: 50, options: [50] },
  resourcesSidebar: { default: 4, options: [4] },
  admin: { default: 20, options: [20, 50, 100] },
  adminArtists: { default: 20, options: [20, 50, 100, 250, 500] },
  adminArtistsExport: { default: 1000, options: [1000] },
  adminWalletTransactions: { default: 20, options: [20, 50, 100] },
  fraudScores: { default: 20, options: [10, 20, 50, 100] },
  fraudFindings: { default: 50, options: [50] },
  fraudBlocks: { default: 20, options: [20] },
  fraudRecentBlocks: { default: 10, options: [10] },
  subscriptionPlanPicker: { default: 200, options: [200] },
} as const satisfies Record<string, { default: number; options: readonly number[] }>;

export type PageSizeList = keyof typeof PAGE_SIZES;
