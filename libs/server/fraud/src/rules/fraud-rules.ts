import type { FraudScanSettings } from '../fraud.settings';

/** Published read models a rule reads; a rule whose source is missing is skipped, not failed. */
export type FraudSource = 'kyc_identifiers' | 'wallet_payout_identifiers' | 'auth_login_events' | 'auth_user_summaries';

/**
 * The identifier read models present, as one `(user_id, kind, value)` union (`all`) and one by one
 * (`kyc`, the large one; `others`, the rest).
 */
export interface Identifiers {
  all: string;
  kyc: string;
  others: string[];
}

/**
 * One rule: data (code, default weight, description) plus ONE set-based statement over all users.
 * `candidates` is a SELECT answering (user_id, entity_type, entity_id, ip_address, details) for
 * every user the rule matches now; the scanner wraps it into one INSERT … ON CONFLICT DO NOTHING.
 * `params` are its $1…$n; `identifiers` are the identifier read models present.
 */
export interface FraudRule {
  code: string;
  defaultWeight: number;
  description: string;
  sources: readonly FraudSource[];
  params: (settings: FraudScanSettings) => unknown[];
  candidates: (identifiers: Identifiers) => string;
}

export function identifierSource(hasWallet: boolean): Identifiers {
  const kyc = `(SELECT user_id, kind, value FROM kyc_identifiers)`;
  const others = hasWallet ? [`(SELECT user_id, kind, value FROM wallet_payout_identifiers)`] : [];
  // UNION ALL: every rule counts or aggregates DISTINCT users, so a row two read models both publish
  // needs no dedup; UNION sorted all two million identifiers (on disk) before any rule could group.
  const all = others.length ? `(SELECT * FROM ${kyc} k UNION ALL ${others.map((o, n) => `SELECT * FROM ${o} o${n}`).join(' UNION ALL ')})` : kyc;
  return { all, kyc, others };
}

function sharedIdentifier(code: string, kind: string, defaultWeight: number, description: string, sources: readonly FraudSource[]): FraudRule {
  return {
    code,
    defaultWeight,
    description,
    sources,
    params: () => [kind],
    // Two steps: the values that can be shared (seen twice in kyc's identifiers, or anywhere in the
    // small read models), found by comparing each value with the next along kyc's index (a GROUP BY
    // there is hashed and spills: the planner has no statistics for a union's column); then only
    // their rows are grouped by distinct user, which sorts per group (a second for 600,000 groups).
    candidates: ({ all, kyc, others }) => `
      SELECT m.user_id, $1::text AS entity_type, s.value AS entity_id, NULL::inet AS ip_address,
             jsonb_build_object('value', s.value, 'shared_with', to_jsonb(array_remove(s.users, m.user_id))) AS details
        FROM (
          SELECT i.value, array_agg(DISTINCT i.user_id ORDER BY i.user_id) AS users
            FROM ${all} i
           WHERE i.kind = $1
             AND i.value = ANY (ARRAY(
               SELECT d.value FROM (SELECT k.value, lead(k.value) OVER (ORDER BY k.value) AS next FROM ${kyc} k WHERE k.kind = $1) d WHERE d.value = d.next
               ${others.map((o) => `UNION SELECT o.value FROM ${o} o WHERE o.kind = $1`).join(' ')}))
           GROUP BY i.value
          HAVING count(DISTINCT i.user_id) > 1
        ) s
        CROSS JOIN LATERAL unnest(s.users) AS m(user_id)`,
  };
}

const BLOCKED = `SELECT id FROM auth_user_summaries WHERE status = 'blocked'`;

export const FRAUD_RULES: readonly FraudRule[] = [
  sharedIdentifier('R1_SHARED_PAYPAL', 'paypal_email', 40, 'Accounts sharing one PayPal e-mail', ['kyc_identifiers']),
  sharedIdentifier('R2_SHARED_IBAN', 'iban', 40, 'Accounts sharing one IBAN', ['kyc_identifiers']),
  sharedIdentifier('R3_SHARED_DOCUMENT', 'document_number', 50, 'Accounts sharing one identity document number', ['kyc_identifiers']),
  sharedIdentifier('R4_SHARED_STRIPE', 'stripe_account', 40, 'Accounts sharing one Stripe account', ['kyc_identifiers', 'wallet_payout_identifiers']),
  {
    code: 'R5_SIGNUP_IP_BURST',
    defaultWeight: 20,
    description: 'Many accounts signed up from one IP address within a few hours of each other',
    sources: ['auth_login_events'],
    params: (s) => [s.ipIgnoreRanges, s.signupIpWindowHours, s.signupIpAccounts],
    // Each account's first sign-up; an account is flagged when at least N-1 others signed up from
    // its address within the window either side of its own sign-up. Only addresses with N sign-ups
    // can match: found first by comparing each sign-up with the (N-1)th next along auth's index in
    // address order, so the first sign-ups and the self-join cover a few thousand rows, not all.
    candidates: () => `
      WITH busy AS (
        SELECT DISTINCT d.ip
          FROM (SELECT ip, lead(ip, greatest($3::int - 1, 0)) OVER (ORDER BY ip) AS nth FROM auth_login_events WHERE kind = 'signup' AND ip IS NOT NULL) d
         WHERE d.ip = d.nth
      ), signups AS (
        SELECT DISTINCT ON (user_id) user_id, ip, occurred_at
          FROM auth_login_events
         WHERE kind = 'signup' AND ip IS NOT NULL
           AND user_id = ANY (ARRAY(SELECT user_id FROM auth_login_events WHERE kind = 'signup' AND ip = ANY (ARRAY(SELECT ip FROM busy))))
         ORDER BY user_id, occurred_at
      ), kept AS (
        SELECT * FROM signups WHERE ip = ANY (ARRAY(SELECT ip FROM busy)) AND NOT (ip <<= ANY ($1::cidr[]))
      )
      SELECT a.user_id, 'ip'::text AS entity_type, host(a.ip) AS entity_id, a.ip AS ip_address,
             jsonb_build_object('ip', host(a.ip), 'window_hours', $2::int, 'signed_up_with', to_jsonb(array_agg(DISTINCT b.user_id ORDER BY b.user_id))) AS details
        FROM kept a
        JOIN kept b ON b.ip = a.ip AND b.user_id <> a.user_id
                   AND b.occurred_at BETWEEN a.occurred_at - make_interval(hours => $2::int) AND a.occurred_at + make_interval(hours => $2::int)
       GROUP BY a.user_id, a.ip
      HAVING count(DISTINCT b.user_id) + 1 >= $3::int`,
  },
  {
    code: 'R6_LOGIN_IP_OF_BLOCKED',
    defaultWeight: 30,
    description: 'Logged in from an IP address a blocked account used',
    sources: ['auth_login_events', 'auth_user_summaries'],
    params: (s) => [s.ipIgnoreRanges],
    candidates: () => `
      WITH blocked AS (${BLOCKED}),
      blocked_ips AS (
        SELECT DISTINCT e.ip, e.user_id
          FROM auth_login_events e JOIN blocked b ON b.id = e.user_id
         WHERE e.ip IS NOT NULL AND NOT (e.ip <<= ANY ($1::cidr[]))
      )
      SELECT e.user_id, 'ip'::text AS entity_type, host(e.ip) AS entity_id, e.ip AS ip_address,
             jsonb_build_object('ip', host(e.ip), 'blocked_users', to_jsonb(array_agg(DISTINCT x.user_id ORDER BY x.user_id))) AS details
        FROM auth_login_events e
        JOIN blocked_ips x ON x.ip = e.ip AND x.user_id <> e.user_id
       WHERE NOT EXISTS (SELECT 1 FROM blocked b WHERE b.id = e.user_id)
       GROUP BY e.user_id, e.ip`,
  },
  {
    code: 'R7_SHARED_WITH_BLOCKED',
    defaultWeight: 60,
    description: 'Shares a PayPal e-mail, IBAN, document number or Stripe account with a blocked account',
    sources: ['kyc_identifiers', 'auth_user_summaries'],
    params: () => [],
    // Index probes, not a grouping of every identifier: the blocked accounts' identifiers by user
    // (a few hundred), then the identifiers with those values. Each step filters with `= ANY (ARRAY
    // (…))` rather than a join, a filter every read model's branch takes (a join is not pushed
    // into wallet's grouped view, so the planner read all identifiers to hash-join them).
    candidates: ({ all }) => `
      WITH blocked AS (${BLOCKED}),
      blocked_ids AS (SELECT DISTINCT i.kind, i.value, i.user_id FROM ${all} i WHERE i.user_id = ANY (ARRAY(SELECT id FROM blocked)))
      SELECT i.user_id, i.kind::text AS entity_type, i.value AS entity_id, NULL::inet AS ip_address,
             jsonb_build_object('kind', i.kind, 'value', i.value, 'blocked_users', to_jsonb(array_agg(DISTINCT x.user_id ORDER BY x.user_id))) AS details
        FROM ${all} i
        JOIN blocked_ids x ON x.kind = i.kind AND x.value = i.value AND x.user_id <> i.user_id
       WHERE i.value = ANY (ARRAY(SELECT value FROM blocked_ids))
         AND NOT EXISTS (SELECT 1 FROM blocked b WHERE b.id = i.user_id)
       GROUP BY i.user_id, i.kind, i.value`,
  },
  {
    code: 'R8_PAYOUT_DESTINATION_CHANGED',
    defaultWeight: 25,
    description: 'A new payout destination used for a payout request shortly after it was set',
    sources: ['wallet_payout_identifiers'],
    params: (s) => [s.payoutChangeHours],
    // A destination that is not the user's first (so it replaced one) and was last used by a payout
    // request (`last_seen_at`) within the window after it first appeared (`first_seen_at`).
    candidates: () => `
      SELECT w.user_id, 'payout_destination'::text AS entity_type, w.kind || ':' || w.value AS entity_id, NULL::inet AS ip_address,
             jsonb_build_object('kind', w.kind, 'value', w.value, 'first_seen_at', w.first_seen_at, 'last_seen_at', w.last_seen_at, 'window_hours', $1::int) AS details
        FROM (
          SELECT user_id, kind, value, first_seen_at, last_seen_at, min(first_seen_at) OVER (PARTITION BY user_id) AS user_first
            FROM wallet_payout_identifiers
        ) w
       WHERE w.first_seen_at > w.user_first
         AND w.last_seen_at <= w.first_seen_at + make_interval(hours => $1::int)`,
  },
  {
    code: 'R9_DISPOSABLE_EMAIL',
    defaultWeight: 15,
    description: 'Signed up with a disposable e-mail address',
    sources: ['auth_user_summaries'],
    params: (s) => [s.disposableDomains],
    candidates: () => `
      SELECT u.id AS user_id, 'email_domain'::text AS entity_type, lower(split_part(u.email, '@', 2)) AS entity_id, NULL::inet AS ip_address,
             jsonb_build_object('email', u.email, 'domain', lower(split_part(u.email, '@', 2))) AS details
        FROM auth_user_summaries u
       WHERE lower(split_part(u.email, '@', 2)) = ANY ($1::text[])`,
  },
];

/**
 * A rule another domain raises through `FraudSignalsService` (it has no statement: the scan skips
 * it). An early warning is listed and counted in the score shown, never in the sum that auto-blocks.
 */
export interface FraudSignalRule {
  code: string;
  defaultWeight: number;
  description: string;
  earlyWarning: boolean;
}

export const FRAUD_SIGNAL_RULES: readonly FraudSignalRule[] = [
  {
    code: 'S1_STREAM_SPIKE',
    defaultWeight: 10,
    description: "A track's daily streams in one store and country far above its trailing 28 days (reported by statistics)",
    earlyWarning: true,
  },
];

export const FRAUD_RULE_CODES = [...FRAUD_RULES, ...FRAUD_SIGNAL_RULES].map((r) => r.code);

/** Codes whose findings never count towards an automatic block. */
export const EARLY_WARNING_CODES = FRAUD_SIGNAL_RULES.filter((r) => r.earlyWarning).map((r) => r.code);

export function ruleWeights(settings: FraudScanSettings): Record<string, number> {
  const unknown = Object.keys(settings.ruleWeights).filter((code) => !FRAUD_RULE_CODES.includes(code));
  if (unknown.length) throw new Error(`FRAUD_RULE_WEIGHTS names unknown rules: ${unknown.join(', ')} (known: ${FRAUD_RULE_CODES.join(', ')})`);
  return Object.fromEntries([...FRAUD_RULES, ...FRAUD_SIGNAL_RULES].map((r) => [r.code, settings.ruleWeights[r.code] ?? r.defaultWeight]));
}
