import {
  type CreateTicketRequest,
  TICKET_ATTACHMENT_UPLOAD,
  type TicketListResponse,
  type TicketReplyResponse,
  type TicketResponse,
} from '@soundpost/contracts';
import { apiRequest } from './client';

// The support page's calls (spec 001 §7): My Tickets, new ticket, reply. Files go as multipart, text alone as JSON.
// Accept-Language tells the server which language the artist's e-mails should be in.

function body(fields: Record<string, string>, files: readonly File[]): unknown {
  if (files.length === 0) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(TICKET_ATTACHMENT_UPLOAD.fieldName, file);
  return form;
}

/** GET /artist/tickets answers `{ tickets }`; a bare array is read too. */
export async function fetchTickets(signal?: AbortSignal): Promise<TicketResponse[]> {
  const res = await apiRequest<TicketListResponse | TicketResponse[]>('/artist/tickets', { auth: 'artist', signal });
  if (Array.isArray(res)) return res;
  return Array.isArray(res?.tickets) ? res.tickets : [];
}

export const createTicket = (request: Required<CreateTicketRequest>, files: readonly File[], language: string) =>
  apiRequest<TicketResponse>('/artist/tickets', {
    method: 'POST',
    auth: 'artist',
    body: body({ subject: request.subject, message: request.message, priority: request.priority }, files),
    headers: { 'Accept-Language': language },
  });

export const replyToTicket = (ticketId: string, message: string, files: readonly File[], language: string) =>
  apiRequest<TicketReplyResponse>(`/artist/tickets/${encodeURIComponent(ticketId)}/reply`, {
    method: 'POST',
    auth: 'artist',
    body: body({ message }, files),
    headers: { 'Accept-Language': language },
  });
