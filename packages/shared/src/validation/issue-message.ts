import { shopperMessages as messages } from '../shopper.messages.ts';
import { FORBIDDEN_CHARACTERS } from './text.schema.ts';

/** The parts of a zod issue (as zod hands it to an error map) that the wording depends on. */
export type SchemaIssue = {
  code?: string;
  path?: PropertyKey[];
  input?: unknown;
  origin?: string;
  expected?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  format?: string;
  keys?: string[];
  params?: Record<string, unknown>;
};

/** Field names whose words differ from their spelling in the API. */
const FIELD_LABELS: Record<string, string> = {
  MRP: 'MRP',
  hsn: 'HSN code',
  productId: 'product',
  cartId: 'cart',
  itemId: 'cart item',
  userId: 'user',
  addressId: 'delivery address',
  orderId: 'order',
  transactionId: 'transaction',
  phoneNumber: 'phone number',
};

/** `sellingPrice` → 'selling price'; the table above for names that read differently. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((p): p is string => typeof p === 'string');
  if (!key) return 'value';
  return FIELD_LABELS[key] ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The one mapping from a schema failure to the sentence a caller sees: a human sentence naming the
 * field, never the validator's wording. Schemas whose form has a message of its own in the
 * specification declare it on the field (`text({message})`, `{error}`), which zod prefers to this map.
 */
export function schemaIssueMessage(issue: SchemaIssue): string {
  const label = fieldLabel(issue.path);
  const isRoot = !issue.path || issue.path.length === 0;
  switch (issue.code) {
    case 'custom':
      if (issue.params?.reason === FORBIDDEN_CHARACTERS) return messages.fieldHasForbiddenCharacters(capitalise(label));
      return messages.fieldInvalid(label);
    case 'invalid_type':
      if (isRoot) return messages.formNotObject;
      if (issue.input === undefined || issue.input === null) return messages.fillOutField(label);
      if (issue.expected === 'int') return messages.fieldWholeNumber(capitalise(label));
      return messages.fieldInvalid(label);
    case 'too_big':
      if (issue.origin === 'string') return messages.fieldTooLong(capitalise(label), Number(issue.maximum));
      return messages.fieldTooLarge(capitalise(label), Number(issue.maximum));
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array') return messages.fillOutField(label);
      if (Number(issue.minimum) === 0 && issue.inclusive === false) return messages.fieldPositive(capitalise(label));
      return messages.fieldTooSmall(capitalise(label), Number(issue.minimum));
    case 'unrecognized_keys':
      return messages.fieldInvalid(fieldLabel(issue.keys));
    default:
      return messages.fieldInvalid(label);
  }
}
