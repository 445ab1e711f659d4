import {
  AUDIT_EVENT_COLORS,
  AUDIT_EVENTS,
  AUDIT_HIDDEN_FIELDS,
  AUDIT_MODELS,
  AUDIT_PREVIEW_MAX_FIELDS,
  isAuditEvent,
  isHiddenAuditField,
  omitHiddenAuditFields,
} from './audit-event';

describe('audit events', () => {
  it('lists the spec values', () => {
    expect(AUDIT_EVENTS).toStrictEqual(['created', 'updated', 'deleted']);
    expect(AUDIT_EVENT_COLORS).toStrictEqual({ created: 'success', updated: 'info', deleted: 'error' });
    expect(AUDIT_HIDDEN_FIELDS).toStrictEqual(['password', 'remember_token', 'login_code']);
    expect(AUDIT_MODELS).toStrictEqual(['User', 'Transaction', 'Subscription']);
    expect(AUDIT_PREVIEW_MAX_FIELDS).toBe(4);
  });

  it('guards events', () => {
    expect(isAuditEvent('deleted')).toBe(true);
    expect(isAuditEvent('restored')).toBe(false);
  });

  it('recognises hidden fields exactly', () => {
    expect(isHiddenAuditField('password')).toBe(true);
    expect(isHiddenAuditField('login_code')).toBe(true);
    expect(isHiddenAuditField('password_changed_at')).toBe(false);
    expect(isHiddenAuditField('Password')).toBe(false);
  });

  it('omits hidden fields without touching the input', () => {
    const changes = { name: 'New', password: 'hash', remember_token: 'x', login_code: '123456', email: null };
    expect(omitHiddenAuditFields(changes)).toStrictEqual({ name: 'New', email: null });
    expect(changes.password).toBe('hash');
    expect(omitHiddenAuditFields({})).toStrictEqual({});
  });
});
