import type { AuditLogResponse } from '../api/audit';
import { auditSentenceEn, auditSentences, type AuditViewer } from './audit-sentence';

const entry = (actor: AuditLogResponse['actor'], over: Partial<AuditLogResponse> = {}): AuditLogResponse => ({
  id: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  event: 'created',
  actor,
  auditable: { type: 'Release', id: 'r1' },
  ip_address: null,
  changes: { title: 'Golden Hour' },
  original: {},
  user_id: 'acc-nina',
  ...over,
});
const say = (e: AuditLogResponse, viewer: AuditViewer) => auditSentences(e, viewer).map(auditSentenceEn).join(' · ');

const nina = { id: 'acc-nina', name: 'Nina', email: 'nina@example.com', role: null };
const alex = { id: 'p-alex', name: 'Alex', email: 'alex@example.com', role: 'manager' };
const staff = { id: 'staff-1', name: 'Mia Staff', email: 'mia@soundpost.test', role: null };

describe('auditSentences: who did it, in a team account', () => {
  it('the owner reading their account: themselves as "You", a member by name and role, staff as Support', () => {
    const owner: AuditViewer = { kind: 'artist', userId: 'acc-nina' };
    expect(say(entry(nina), owner)).toBe('You created your release “Golden Hour”');
    expect(say(entry(alex, { event: 'updated', changes: { title: 'B' }, original: { title: 'A' } }), owner)).toBe('Alex (manager) changed the release title from “A” to “B”');
    expect(say(entry(staff, { event: 'updated', changes: { status: 'approved' }, original: { status: 'pending', title: 'Golden Hour' } }), owner)).toBe('Support approved your release “Golden Hour”');
    expect(say(entry(null), owner)).toBe('Soundpost created your release “Golden Hour”');
  });

  it('a member reading the account: their own as "You", the owner as "Nina (owner)", never a staff name', () => {
    const member: AuditViewer = { kind: 'artist', userId: 'p-alex' };
    expect(say(entry(alex), member)).toBe('You created your release “Golden Hour”');
    expect(say(entry(nina), member)).toBe('Nina (owner) created your release “Golden Hour”');
    expect(say(entry({ ...nina, name: null }), member)).toBe('nina@example.com (owner) created your release “Golden Hour”');
    expect(say(entry({ id: 'p-new', name: 'Olu', email: 'olu@example.com', role: 'owner' }), member)).toBe('Olu (owner) created your release “Golden Hour”');
    expect(say(entry(staff), member)).toBe('Support created your release “Golden Hour”');
    // An unknown role is no role: without the account's own id either, it is staff.
    expect(say(entry({ ...alex, id: 'p-sam', role: 'boss' }), member)).toBe('Support created your release “Golden Hour”');
  });

  it('staff read names, with the role a member acted with', () => {
    const back: AuditViewer = { kind: 'staff' };
    expect(say(entry(alex), back)).toBe('Alex (manager) created the release “Golden Hour”');
    expect(say(entry(nina), back)).toBe('Nina created the release “Golden Hour”');
  });
});

describe('auditSentences: what a team and its links are called', () => {
  it('names invitations, members, ownership transfers and smart links instead of "a record"', () => {
    const owner: AuditViewer = { kind: 'artist', userId: 'acc-nina' };
    const of = (type: string, actor: AuditLogResponse['actor'] = nina) => say(entry(actor, { auditable: { type, id: 'x' }, changes: {} }), owner);
    expect(of('TeamInvitation')).toBe('You created an invitation to your team');
    expect(of('AccountMember', alex)).toBe('Alex (manager) created a member of your team');
    expect(of('OwnershipTransfer')).toBe('You created a transfer of ownership');
    expect(of('ReleaseLink', alex)).toBe('Alex (manager) created a smart link');
  });
});
