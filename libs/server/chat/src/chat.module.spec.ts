import { chatSchema } from './schema';

describe('chat domain', () => {
  it('declares every table its migrations create', () => {
    expect(chatSchema.ownedTables).toEqual(['chats', 'chat_messages', 'chat_message_head', 'chat_attachments', 'chat_presence']);
    expect(chatSchema.ownedTables.length).toBeGreaterThanOrEqual(chatSchema.entities.length);
  });
});
