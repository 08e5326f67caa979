import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { schemaIssueMessage } from './issue-message.ts';
import { isCleanText, text } from './text.schema.ts';

const form = z.object({ productName: text({ max: 10 }), description: text({ max: 50, multiline: true }) });
const firstMessage = (value: unknown) =>
  form.safeParse(value, { error: schemaIssueMessage }).error?.issues[0]?.message ?? null;

describe('text fields', () => {
  it('refuse C0 controls, DEL and lone surrogates; keep emoji (surrogate pairs)', () => {
    for (const bad of ['a\u0000b', '\u0007', 'x\u001b', '\u007f', '\ud800', 'a\udfffb', '\udc00\ud800'])
      expect(isCleanText(bad)).toBe(false);
    expect(isCleanText('Nighty 🌙 – ₹1,499')).toBe(true);
  });

  it('allow newline, carriage return and tab only where the field is multi-line', () => {
    expect(isCleanText('Soft\r\n\tcotton', true)).toBe(true);
    expect(isCleanText('Soft\ncotton')).toBe(false);
    expect(isCleanText('Soft\u0000cotton', true)).toBe(false);
  });

  it('answer sentences naming the field, never the validator wording', () => {
    expect(firstMessage({ productName: 'A\u0000', description: '' })).toBe(
      messages.fieldHasForbiddenCharacters('Product name'),
    );
    expect(firstMessage({ description: '' })).toBe(messages.fillOutField('product name'));
    expect(firstMessage({ productName: 5, description: '' })).toBe(messages.fieldInvalid('product name'));
    expect(firstMessage({ productName: 'x'.repeat(11), description: '' })).toBe(
      messages.fieldTooLong('Product name', 10),
    );
    expect(firstMessage('text')).toBe(messages.formNotObject);
    expect(firstMessage({ productName: 'Nighty', description: 'Soft\ncotton' })).toBeNull();
  });

  it("keep a form's own message for missing values, but not for forbidden characters", () => {
    const email = text({ max: 254, message: messages.emailRequired });
    expect(email.safeParse(undefined, { error: schemaIssueMessage }).error?.issues[0]?.message).toBe(
      messages.emailRequired,
    );
    expect(email.safeParse('a\u0000', { error: schemaIssueMessage }).error?.issues[0]?.message).toBe(
      messages.fieldHasForbiddenCharacters('Value'),
    );
  });
});
