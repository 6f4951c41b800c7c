import { describe, expect, it } from 'vitest';
import { envelopeStyleFor, isApiEnvelope, isOfficeEnvelope } from './envelope';
import { formatText, isMessageKey, messages } from './messages';
import { isPublicPath, loginRedirectUrl } from './routes';

describe('envelope style', () => {
  it('uses the api envelope for /api/* calls and the office one elsewhere', () => {
    expect(envelopeStyleFor('/api/order/submitOrder')).toBe('api');
    expect(envelopeStyleFor('/mall/index/page')).toBe('office');
    expect(envelopeStyleFor('/businessLogin')).toBe('office');
  });
  it('tells the two shapes apart', () => {
    expect(isApiEnvelope({ success: 'true', result: 1, message: '' })).toBe(true);
    expect(isOfficeEnvelope({ code: 0, msg: '', model: null })).toBe(true);
    expect(isOfficeEnvelope({ success: 'true' })).toBe(false);
  });
});

describe('messages', () => {
  it('has every message in both languages', () => {
    for (const text of Object.values(messages)) {
      expect(text.en.length).toBeGreaterThan(0);
      expect(text.zh.length).toBeGreaterThan(0);
    }
  });
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatText('retry in {seconds}s', { seconds: 7 })).toBe('retry in 7s');
    expect(formatText('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(isMessageKey('required')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
  });
});

describe('public paths', () => {
  it('lets the spec public paths through, with or without a trailing slash', () => {
    expect(isPublicPath('/mall/list')).toBe(true);
    expect(isPublicPath('/mall/list/')).toBe(true);
    expect(isPublicPath('/Welcome')).toBe(false);
  });
  it('builds the login redirect, empty for /404', () => {
    expect(loginRedirectUrl('/Welcome?x=1')).toBe('/login?redirect=%2FWelcome%3Fx%3D1');
    expect(loginRedirectUrl('/404')).toBe('/login?redirect=');
  });
});
