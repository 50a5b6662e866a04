import { describe, expect, it } from 'vitest';
import { isHttpsUrl, isMailtoUrl, isSitePath } from './link-urls';

describe('the config’s link rules', () => {
  it('takes https: pages with a host, share templates included', () => {
    for (const url of [
      'https://example.com/facebook/lobby',
      'HTTPS://Example.com',
      'https://t.me/share/url?url={url}&text={text}',
      'https://wa.me/?text={text}',
    ])
      expect(isHttpsUrl(url), url).toBe(true);
  });

  it('refuses every other scheme and every way a browser would read another', () => {
    for (const url of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'http://example.com',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example',
      'https://',
      'https:/\\evil.example',
      'https://exa mple.com',
      'https://example.com/\n',
      '',
    ])
      expect(isHttpsUrl(url), url).toBe(false);
  });

  it('takes a path of this site, never one a browser reads as another host', () => {
    expect(isSitePath('/service')).toBe(true);
    expect(isSitePath('/art/games/x.webp')).toBe(true);
    for (const path of ['//evil.example', '/\\evil.example', '/\t/evil.example', 'service', ''])
      expect(isSitePath(path), path).toBe(false);
  });

  it('takes a mailto: link with an address only', () => {
    expect(isMailtoUrl('mailto:support@lobby.example')).toBe(true);
    expect(isMailtoUrl('mailto:support@lobby.example?subject=Help')).toBe(true);
    for (const url of ['mailto:', 'mailto:nobody', 'mailto:a@b\nBcc:c@d', 'javascript:a@b'])
      expect(isMailtoUrl(url), url).toBe(false);
  });
});
