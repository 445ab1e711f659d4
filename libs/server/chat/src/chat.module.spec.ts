import { chatSchema } from './schema';

describe('chat domain', () => {
  it('declares every table its migrations create', () => {
    expect(chatSchema.ownedTables).toEqual(['chat_items']);
    expect(chatSchema.ownedTables.length).toBeGreaterThanOrEqual(chatSchema.entities.length);
  });
});
