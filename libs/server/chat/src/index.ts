export * from './chat.module';
export * from './chat-http.module';
export * from './chat.settings';
export * from './chat.errors';
export { ChatsService, type ChatActor } from './chats/chats.service';
export { ChatLiveService, CHAT_PING_MS, CHAT_RETRY_MS } from './live/chat-live.service';
export { CHAT_NO_ANSWER_SCHEDULE } from './jobs/chat.jobs';
export { CHAT_USER_DATA } from './user-data/chat-user-data';
export { CHAT_USER_EXPORT } from './user-data/chat-user-export';
