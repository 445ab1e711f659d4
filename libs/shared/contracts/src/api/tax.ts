// Requests and answers of the tax items (the artist's own).

export const TAX_LIMITS = { nameMax: 255, listMax: 50 } as const;

export const TAX_MESSAGES = {
  nameRequired: 'The name is required.',
  nameTooLong: 'The name may not be longer than 255 characters.',
} as const;

export interface TaxItemResponse {
  id: string;
  name: string;
  created_at: string;
}

/** GET /artist/tax: newest first. */
export interface TaxItemListResponse {
  items: TaxItemResponse[];
}

/** POST /artist/tax. */
export interface CreateTaxItemRequest {
  name: string;
}
