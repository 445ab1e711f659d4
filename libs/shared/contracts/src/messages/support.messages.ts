/** Artist support tickets. */
export const SUPPORT_MESSAGES = {
  subjectAndMessageRequired: 'Subject and message are required.',
  loadFailed: 'Failed to load tickets.',
  createFailed: 'Failed to create ticket.',
  replyFailed: 'Failed to send reply.',
  created: 'Ticket created successfully.',
  /** Not quoted in the spec (the reply must be non-empty); wording is ours. */
  replyRequired: 'Reply cannot be empty.',
} as const;
