// Shapes shared by the answers of several areas.

/** An answer that confirms a change in words. */
export interface MessageResponse {
  message: string;
}

/** What a provider's webhook is answered once its event is recorded (or seen before). */
export interface WebhookReceivedResponse {
  received: boolean;
}

/** GET /health/live. */
export interface HealthResponse {
  status: 'ok';
}

/** GET /health/ready. */
export interface ReadinessResponse {
  status: 'ok';
  database: 'up';
}

/** GET /dev/mailbox: a message the development mail outbox kept. */
export interface DevMailboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** The Reply-To the message carries (a ticket's signed reply address), or null. */
  reply_to: string | null;
  created_at: string;
}
