import http from 'node:http';
import { DataSource } from 'typeorm';
import { newPlans } from './support/billing-fixtures';
import { newArtist } from './support/kyc-fixtures';
import { createTestApp, TestApp } from './test-app';

/** A POST with headers fetch will not forge (Host): the raw HTTP client. */
function rawPost(t: TestApp, path: string, token: string, json: unknown, headers: Record<string, string>): Promise<{ status: number; body: any }> {
  const target = new URL(t.url);
  const payload = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: target.hostname, port: target.port, path, method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), Authorization: `Bearer ${token}`, ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Where the sandbox sends the browser back after Pay and Cancel. */
async function returnUrls(t: TestApp, sessionOrOrder: string): Promise<{ success: string; cancel: string }> {
  const [row] = await t.app.get(DataSource).query(`SELECT success_url, cancel_url FROM sandbox_payments WHERE id = $1`, [sessionOrOrder]);
  return { success: row.success_url, cancel: row.cancel_url };
}

/**
 * The checkout's provider return links (README, PUBLIC_URL): the request's own address in
 * development without PUBLIC_URL (X-Forwarded-Host only with TRUST_PROXY), PUBLIC_URL whenever it
 * is set, and e-mail links never from the request.
 */
describe('Checkout return links', () => {
  describe('without PUBLIC_URL (development)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t?.close());

    it('a card checkout requested at 127.0.0.1 returns to 127.0.0.1, not to localhost', async () => {
      const plans = await newPlans(t);
      const artist = await newArtist(t);
      expect(t.config.publicUrl).toMatch(/^http:\/\/localhost/);
      const res = await rawPost(t, '/api/billing/checkout/stripe', artist.token, { plan_id: plans.artist.id }, {});
      expect(res.status).toBe(200);
      expect(new URL(res.body.url).origin).toBe(t.url);
      expect(await returnUrls(t, res.body.session_id)).toEqual({ success: `${t.url}/checkout/success?session_id={CHECKOUT_SESSION_ID}`, cancel: `${t.url}/checkout/cancel` });
    });

    it('a PayPal checkout follows the Host header, and ignores X-Forwarded-Host without TRUST_PROXY', async () => {
      const plans = await newPlans(t);
      const artist = await newArtist(t);
      const port = new URL(t.url).port;
      const res = await rawPost(t, '/api/billing/checkout/paypal', artist.token, { plan_id: plans.artist.id }, { Host: `studio.test:${port}`, 'X-Forwarded-Host': 'proxy.example', 'X-Forwarded-Proto': 'https' });
      expect(res.status).toBe(200);
      expect(await returnUrls(t, res.body.order_id)).toEqual({ success: `http://studio.test:${port}/checkout/paypal-success`, cancel: `http://studio.test:${port}/checkout/cancel` });
    });

    it('e-mail links never use the request address: the bank-transfer e-mail links to the configured address', async () => {
      const plans = await newPlans(t);
      const artist = await newArtist(t);
      const res = await rawPost(t, '/api/billing/checkout/manual', artist.token, { plan_id: plans.artist.id }, { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' });
      expect(res.status).toBe(200);
      const [mail] = await t.app.get(DataSource).query(`SELECT text_body, html_body FROM mail_outbox WHERE to_address = $1 AND template = 'bank_transfer_instructions'`, [artist.email]);
      expect(mail.text_body).toContain(`${t.config.publicUrl}/account/myplan`);
      expect(`${mail.text_body}${mail.html_body}`).not.toContain('evil.example');
    });
  });

  describe('behind a proxy (TRUST_PROXY=true, no PUBLIC_URL)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: 'true' });
    });
    afterAll(() => t?.close());

    it('follows X-Forwarded-Host and X-Forwarded-Proto', async () => {
      const plans = await newPlans(t);
      const artist = await newArtist(t);
      const res = await rawPost(t, '/api/billing/checkout/stripe', artist.token, { plan_id: plans.artist.id }, { 'X-Forwarded-Host': 'music.example', 'X-Forwarded-Proto': 'https' });
      expect(res.status).toBe(200);
      expect((await returnUrls(t, res.body.session_id)).success).toBe('https://music.example/checkout/success?session_id={CHECKOUT_SESSION_ID}');
    });
  });

  describe('with PUBLIC_URL set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ PUBLIC_URL: 'https://soundpost.example' });
    });
    afterAll(() => t?.close());

    it('every return link and the provider page use PUBLIC_URL, whatever address the request came to', async () => {
      const plans = await newPlans(t);
      const artist = await newArtist(t);
      const card = await rawPost(t, '/api/billing/checkout/stripe', artist.token, { plan_id: plans.artist.id }, {});
      expect(card.body.url).toMatch(/^https:\/\/soundpost\.example\/api\/billing\/sandbox\/checkout\//);
      expect(await returnUrls(t, card.body.session_id)).toEqual({ success: 'https://soundpost.example/checkout/success?session_id={CHECKOUT_SESSION_ID}', cancel: 'https://soundpost.example/checkout/cancel' });
      const paypal = await rawPost(t, '/api/billing/checkout/paypal', artist.token, { plan_id: plans.artist.id }, { Host: 'other.example' });
      expect((await returnUrls(t, paypal.body.order_id)).success).toBe('https://soundpost.example/checkout/paypal-success');
    });
  });
});
