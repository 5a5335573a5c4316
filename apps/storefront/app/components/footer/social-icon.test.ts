import { describe, expect, it } from 'vitest';
import { socialNetworkOf } from './social-icon.tsx';

describe('socialNetworkOf', () => {
  it('recognises the networks from the link host, with or without www', () => {
    expect(socialNetworkOf('https://www.facebook.com/gandras')).toBe('facebook');
    expect(socialNetworkOf('https://instagram.com/gandras')).toBe('instagram');
    expect(socialNetworkOf('https://www.youtube.com/@gandras')).toBe('youtube');
    expect(socialNetworkOf('https://www.tiktok.com/@gandras')).toBe('tiktok');
  });

  it('does not match look-alike hosts or non-URLs', () => {
    expect(socialNetworkOf('https://facebook.com.example.org/x')).toBeNull();
    expect(socialNetworkOf('https://notfacebook.com/x')).toBeNull();
    expect(socialNetworkOf('/naujienos')).toBeNull();
    expect(socialNetworkOf(null)).toBeNull();
  });
});
