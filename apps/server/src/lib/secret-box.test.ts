import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('the secret box', () => {
  const box = createSecretBox(randomBytes(32).toString('base64'));
  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = box.seal('{"kind":"UPI","upiId":"asha@okaxis"}');
    expect(a).not.toContain('asha');
    expect(box.seal('same')).not.toBe(box.seal('same'));
    expect(box.open(a)).toBe('{"kind":"UPI","upiId":"asha@okaxis"}');
  });
  it('refuses a changed value and another key', () => {
    const sealed = box.seal('1234567890');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('9999999999').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32).toString('hex')).open(sealed)).toThrow();
  });
});
