// Requests and answers of the privacy items (the artist's own).

export const PRIVACY_LIMITS = { nameMax: 255, listMax: 50 } as const;

export const PRIVACY_MESSAGES = {
  nameRequired: 'The name is required.',
  nameTooLong: 'The name may not be longer than 255 characters.',
} as const;

export interface PrivacyItemResponse {
  id: string;
  name: string;
  created_at: string;
}

/** GET /artist/privacy: newest first. */
export interface PrivacyItemListResponse {
  items: PrivacyItemResponse[];
}

/** POST /artist/privacy. */
export interface CreatePrivacyItemRequest {
  name: string;
}
