import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configProblems, settingsFrom } from '@soundpost/server-core/testing';
import { DeliverySettings } from './delivery.settings';

const deliverySettings = (env: NodeJS.ProcessEnv) => settingsFrom(DeliverySettings, env);


describe('DeliverySettings', () => {
  it('has the documented defaults', () => {
    const s = deliverySettings({});
    expect({ dpid: s.senderDpid, name: s.senderName, schemaDir: s.schemaDir, test: s.testMessages, attempts: s.maxAttempts, key: s.DELIVERY_SECRET_KEY }).toEqual({
      dpid: 'PADPIDA0000000000Z',
      name: 'Soundpost',
      schemaDir: null,
      test: true,
      attempts: 4,
      key: undefined,
    });
    expect(deliverySettings({ DDEX_SENDER_NAME: '  ', DDEX_SCHEMA_DIR: ' ' })).toMatchObject({ senderName: 'Soundpost', schemaDir: null });
  });

  it('reads each variable: the DPID without hyphens, the schema folder resolved', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-ddex-'));
    fs.writeFileSync(path.join(dir, 'release-notification.xsd'), '<xs:schema/>');
    try {
      const s = deliverySettings({ DDEX_SENDER_DPID: 'pa-dpida-2014122301-q', DDEX_SENDER_NAME: ' Label ', DDEX_SCHEMA_DIR: dir, DDEX_LIVE_MESSAGES: 'true', DELIVERY_MAX_ATTEMPTS: '7', DELIVERY_SECRET_KEY: 'k' });
      expect({ dpid: s.senderDpid, name: s.senderName, schemaDir: s.schemaDir, test: s.testMessages, attempts: s.maxAttempts, key: s.DELIVERY_SECRET_KEY }).toEqual({
        dpid: 'PADPIDA2014122301Q',
        name: 'Label',
        schemaDir: path.resolve(dir),
        test: false,
        attempts: 7,
        key: 'k',
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['DDEX_SENDER_DPID', 'PA-OTHER-1'],
    ['DDEX_SENDER_DPID', ''],
    ['DDEX_LIVE_MESSAGES', 'perhaps'],
    ['DELIVERY_MAX_ATTEMPTS', '0'],
    ['DELIVERY_MAX_ATTEMPTS', '21'],
    ['DELIVERY_MAX_ATTEMPTS', '2.5'],
    ['DELIVERY_MAX_ATTEMPTS', 'often'],
  ])('a bad %s=%s stops loadConfig naming the variable', (name, value) => {
    expect(configProblems({ [name]: value })).toContain(`${name}=`);
  });

  it('says what is wrong in the same words as before', () => {
    expect(configProblems({ DDEX_SENDER_DPID: 'nope' })).toContain('DDEX_SENDER_DPID must be a DDEX party id such as PA-DPIDA-2014122301-Q');
    expect(configProblems({ DELIVERY_MAX_ATTEMPTS: '0' })).toContain('DELIVERY_MAX_ATTEMPTS must be a whole number from 1 to 20');
    const missing = path.join(os.tmpdir(), 'soundpost-no-such-ddex-folder');
    expect(configProblems({ DDEX_SCHEMA_DIR: missing })).toContain(`DDEX_SCHEMA_DIR: ${missing} holds no release-notification.xsd`);
  });
});
