import type { AuditLogResponse } from '@soundpost/contracts';
import { actorLabel, auditSentenceText } from './audit-format';

const entry = (over: Partial<AuditLogResponse>): AuditLogResponse => ({
  id: 1,
  created_at: '2026-01-02T03:04:05.000Z',
  event: 'updated',
  actor: { id: 'u1', name: 'Jane Newbie', email: 'jane.newbie@example.com', role: null },
  auditable: { type: 'Release', id: 'r1' },
  ip_address: null,
  changes: {},
  original: {},
  user_id: 'u1',
  ...over,
});

describe('auditSentenceText', () => {
  it('writes the entry as a sentence naming the actor by display name', () => {
    expect(auditSentenceText(entry({ changes: { title: 'B' }, original: { title: 'A' } }))).toBe('Jane Newbie changed the release title from “A” to “B”');
    expect(
      auditSentenceText(
        entry({ actor: { id: 's1', name: 'Mia Staff', email: 'm@x', role: null }, auditable: { type: 'ArtistProfile', id: 'u1' }, changes: { document_status: 'approved' }, original: { document_status: 'pending' } }),
      ),
    ).toBe('Mia Staff approved the identity document');
    expect(auditSentenceText(entry({ actor: null, event: 'created', auditable: { type: 'User', id: 'u1' } }))).toBe('Soundpost created the account');
    expect(auditSentenceText(entry({ auditable: { type: 'User', id: 'u1' }, changes: { last_login_at: 'x' }, original: { last_login_at: null } }))).toBe('Jane Newbie signed in');
  });

  it("names the role a person acted with in an artist account, in the sentence and the actor column", () => {
    const byManager = entry({ actor: { id: 'p2', name: 'Alex', email: 'alex@example.com', role: 'manager' }, changes: { title: 'B' }, original: { title: 'A' } });
    expect(auditSentenceText(byManager)).toBe('Alex (manager) changed the release title from “A” to “B”');
    expect(actorLabel(byManager.actor)).toBe('Alex (manager)');
    expect(actorLabel({ id: 'p3', name: null, email: 'new.owner@example.com', role: 'owner' })).toBe('new.owner@example.com (owner)');
    // The owner in their own account, and staff, have no role recorded: the name alone.
    expect(actorLabel({ id: 'u1', name: 'Jane Newbie', email: 'j@x', role: null })).toBe('Jane Newbie');
    expect(actorLabel({ id: 'u1', name: 'Jane Newbie', email: 'j@x', role: 'no-such-role' })).toBe('Jane Newbie');
  });
});
