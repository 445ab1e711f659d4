export const SUPPORT_MESSAGES = {
  subjectAndMessageRequired: 'Subject and message are required.',
  loadFailed: 'Failed to load tickets.',
  createFailed: 'Failed to create ticket.',
  replyFailed: 'Failed to send reply.',
  created: 'Ticket created successfully.',
  replyRequired: 'Reply cannot be empty.',
  // The limits below are ours; the spec quotes none.
  subjectTooLong: 'Subject must be at most 200 characters.',
  messageTooLong: 'Message must be at most 10,000 characters.',
  priorityInvalid: 'Priority must be low, medium or high.',
  statusInvalid: 'Status must be open, in_progress, closed or archived.',
  tooManyAttachments: 'Attach at most 3 files.',
  attachmentType: 'Attachments must be PNG, JPG or PDF files.',
  attachmentTooLarge: 'Each attachment must be 5 MB or smaller.',
  rateLimited: 'You have opened 10 tickets in the last hour. Please wait before opening another one.',
  archived: 'This ticket is archived and can no longer be changed.',
  notFound: 'Ticket not found.',
  noTickets: 'No tickets yet.',
} as const;

export const TICKET_LIMITS = { subjectMax: 200, messageMax: 10_000, perHour: 10 } as const;
