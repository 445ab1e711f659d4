export * from './chat.module';
export * from './chat-http.module';
export { ChatItemsService } from './items/chat-items.service';
export { CHAT_USER_DATA } from './user-data/chat-user-data';
