import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobsService, type JobSchedule } from '@soundpost/server-core/jobs';
import { ChatsService } from '../chats/chats.service';

export const CHAT_NO_ANSWER_SCHEDULE = {
  name: 'chat.no-answer',
  cron: '* * * * *',
  owner: 'chat',
  what: 'ends each waiting chat no staff member answered within CHAT_NO_ANSWER_MINUTES: it becomes a ticket with its transcript and the artist is told (no_answer notice)',
} as const satisfies JobSchedule;

@Injectable()
export class ChatJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly chats: ChatsService,
  ) {}

  onModuleInit(): void {
    this.jobs.schedule(CHAT_NO_ANSWER_SCHEDULE, async () => {
      await this.chats.endUnanswered();
    });
  }
}
