import { describe, expect, it } from 'vitest';
import { isValidAvatarUrl } from './avatar-url';

describe('isValidAvatarUrl', () => {
  it.each(['https://cdn.example.com/me.png', 'https://example.com/a/b/me.JPG', 'https://x.io/p.Png'])(
    'accepts %s',
    (url) => expect(isValidAvatarUrl(url)).toBe(true),
  );

  it.each([
    'http://example.com/me.png',
    'https://example.com/me.gif',
    'https://example.com/me.jpeg',
    'https://example.com/me.png?size=2',
    'https://example.com/',
    'javascript:alert(1)//.png',
    'https://user@evil.com/me.png',
    'me.png',
    '',
  ])('refuses %s', (url) => expect(isValidAvatarUrl(url)).toBe(false));
});
