import { ChatLocalDeliveries, LocalDelivery } from './chat-local-deliveries';

describe('ChatLocalDeliveries', () => {
  const delivery = (id: string): LocalDelivery => ({ message: { id } as LocalDelivery['message'], userId: 'u', prevId: String(Number(id) - 1) });

  it('hands published messages to the subscriber, and says when some were given up', () => {
    const bus = new ChatLocalDeliveries();
    const got: string[][] = [];
    let forgotten = 0;
    bus.subscribe(
      (d) => got.push(d.map((x) => x.message.id)),
      () => forgotten++,
    );
    bus.publish([delivery('7'), delivery('8')]);
    bus.publish([]);
    expect(got).toEqual([['7', '8']]);
    expect(forgotten).toBe(0);
    bus.forget();
    expect(forgotten).toBe(1);
  });

  it('names each instance differently', () => {
    expect(new ChatLocalDeliveries().origin).not.toBe(new ChatLocalDeliveries().origin);
  });
});
