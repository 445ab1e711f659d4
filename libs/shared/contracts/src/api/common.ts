// Shapes shared by the answers of several areas.

/** An answer that confirms a change in words. */
export interface MessageResponse {
  message: string;
}

/**
 * What JSON makes of a server-side value: a Date goes out as its ISO string. Lets a server type that still holds
 * Dates be checked against the contract that clients read.
 */
export type Serialized<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Serialized<U>[]
    : T extends object
      ? { [K in keyof T]: Serialized<T[K]> }
      : T;

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
  created_at: string;
}
