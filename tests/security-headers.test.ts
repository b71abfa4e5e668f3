import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, pageSecurityHeaders } from '../domain/security-headers.ts';

/** The header rules as pure functions of the settings (the Node server and the Cloudflare _headers file both use them). */

const directive = (policy: string, name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `));

describe('the page policy', () => {
  it('allows scripts from the site and the hashed inline scripts only', () => {
    const policy = contentSecurityPolicy({ siteUrl: 'http://localhost:4321', inlineScriptHashes: ['sha256-abc'] });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc'");
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(policy).not.toContain('googletagmanager');
  });

  it('adds the storage origin for images and the analytics origins only when configured', () => {
    const policy = contentSecurityPolicy({ siteUrl: 'https://x.example', storagePublicUrl: 'http://minio.local:9000/bucket/', gaMeasurementId: 'G-TEST' });
    expect(directive(policy, 'img-src')).toBe("img-src 'self' https: blob: http://minio.local:9000");
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
  });

  it('adds HSTS only for an https site', () => {
    expect(pageSecurityHeaders({ siteUrl: 'https://x.example' })['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(pageSecurityHeaders({ siteUrl: 'http://x.example' })['Strict-Transport-Security']).toBeUndefined();
  });
});
