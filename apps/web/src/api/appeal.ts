import type { FraudAppealCodeRequest, FraudAppealRequest, MessageResponse } from '@soundpost/contracts';
import { apiRequest } from './client';

// The public appeal of a blocked account (docs/fraud.md): an e-mail code (in the page's language), then the appeal.
export const sendAppealCode = (request: FraudAppealCodeRequest) =>
  apiRequest<MessageResponse>('/fraud/appeal/code', { method: 'POST', body: request });

export const sendAppeal = (request: FraudAppealRequest) => apiRequest<MessageResponse>('/fraud/appeal', { method: 'POST', body: request });
