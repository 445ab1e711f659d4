import type { TaxFormRequest, TaxFormResponse, TaxOverviewResponse, TaxProfileRequest, TaxProfileResponse } from '@soundpost/contracts';
import { apiRequest } from './client';

// The tax page's calls (issue 31, "Tax identity before payouts"). Submitting a form needs a fresh step-up:
// apiRequest asks for the e-mailed code itself and retries.

export const fetchTaxOverview = (signal?: AbortSignal) => apiRequest<TaxOverviewResponse>('/artist/tax', { auth: 'artist', signal });

export const saveTaxProfile = (request: TaxProfileRequest) =>
  apiRequest<TaxProfileResponse>('/artist/tax/profile', { method: 'PUT', auth: 'artist', body: request });

export const submitTaxForm = (request: TaxFormRequest) => apiRequest<TaxFormResponse>('/artist/tax/forms', { method: 'POST', auth: 'artist', body: request });
