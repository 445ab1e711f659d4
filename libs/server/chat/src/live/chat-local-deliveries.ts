import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ChatMessageResponse } from '@soundpost/contracts';

/** A message this instance has just committed, as the streams show it. */
export interface LocalDelivery {
  message: ChatMessageResponse;
  /** The chat's artist account (whose streams see it). */
  userId: string;
  /** The newest message id before it when it was written (ChatsRepository.insertMessage). */
  prevId: string;
}

/**
 * Messages committed through this instance, handed to its own streams at once: the Postgres signal
 * still reaches every instance, but this one need not wait for it and read the message back.
 */
@Injectable()
export class ChatLocalDeliveries {
  /** This instance, as the signals of the messages it hands over itself name it. */
  readonly origin = randomUUID();
  private handler: ((deliveries: LocalDelivery[]) => void) | null = null;
  private onForget: (() => void) | null = null;

  /** `onForget`: ids were given up; a signal skipped for one of them must be made up by a read. */
  subscribe(handler: (deliveries: LocalDelivery[]) => void, onForget: () => void): void {
    this.handler = handler;
    this.onForget = onForget;
  }

  /**
   * Messages written with `origin` are not published after all (their transaction failed, or they had
   * no view): a signal this instance skipped for them is made up by a read.
   */
  forget(): void {
    this.onForget?.();
  }

  /**
   * Every message written with `origin` ends here, or in forget(); only after the commit: a stream
   * must never show a message that may yet roll back.
   */
  publish(deliveries: LocalDelivery[]): void {
    if (deliveries.length) this.handler?.(deliveries);
  }
}
