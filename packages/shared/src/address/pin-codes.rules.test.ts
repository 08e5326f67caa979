import { describe, expect, it } from 'vitest';
import { hiTexts } from '../i18n/texts.hi.ts';
import { messages } from '../messages.ts';
import { ADDRESS_FIELD_LABELS, INDIAN_STATES, validateAddress } from './address.rules.ts';
import { isPinCode, isPinInState, normaliseIndianMobile, PIN_PREFIXES } from './pin-codes.rules.ts';

const kochi = {
  name: 'Anjali Menon',
  houseNumber: '14/220',
  street: 'Marine Drive',
  city: 'Kochi',
  state: 'Kerala',
  postalCode: '682011',
  country: 'India',
  phoneNumber: '9876543210',
};

describe('PIN codes', () => {
  it('are six digits that do not start with 0', () => {
    expect(isPinCode('682011')).toBe(true);
    for (const pin of ['68201', '6820111', '000000', '082011', '68 2011', 'abcdef', ''])
      expect(isPinCode(pin), pin).toBe(false);
  });

  it('belong to the chosen state by India Post’s ranges', () => {
    expect(isPinInState('682011', 'Kerala')).toBe(true);
    expect(isPinInState('110001', 'Kerala')).toBe(false);
    expect(isPinInState('110001', 'Delhi')).toBe(true);
    expect(isPinInState('500034', 'Telangana')).toBe(true);
    expect(isPinInState('560001', 'Karnataka')).toBe(true);
    expect(isPinInState('122001', 'Haryana')).toBe(true);
    expect(isPinInState('400001', 'Maharashtra')).toBe(true);
    expect(isPinInState('403001', 'Maharashtra')).toBe(false);
    expect(isPinInState('403001', 'Goa')).toBe(true);
    expect(isPinInState('737101', 'Sikkim')).toBe(true);
    expect(isPinInState('744101', 'Andaman and Nicobar Islands')).toBe(true);
    expect(isPinInState('605001', 'Puducherry')).toBe(true);
    expect(isPinInState('682555', 'Lakshadweep')).toBe(true);
    expect(isPinInState('194101', 'Ladakh')).toBe(true);
    expect(isPinInState('160017', 'Chandigarh')).toBe(true);
    expect(isPinInState('396230', 'Dadra and Nagar Haveli and Daman and Diu')).toBe(true);
    expect(isPinInState('110001', 'Atlantis')).toBe(false);
  });

  it('has ranges for every one of the 36 states and union territories', () => {
    expect(Object.keys(PIN_PREFIXES).sort()).toEqual([...INDIAN_STATES].sort());
  });
});

describe('Indian mobile numbers', () => {
  it('are 10 digits from 6 to 9, +91, 91 or 0 before them dropped', () => {
    expect(normaliseIndianMobile('9876543210')).toBe('9876543210');
    expect(normaliseIndianMobile('+91 98765 43210')).toBe('9876543210');
    expect(normaliseIndianMobile('+91-9876543210')).toBe('9876543210');
    expect(normaliseIndianMobile('919876543210')).toBe('9876543210');
    expect(normaliseIndianMobile('09876543210')).toBe('9876543210');
    for (const phone of ['98765', '5876543210', '98765432101', '+1 9876543210', '98765abcde'])
      expect(normaliseIndianMobile(phone), phone).toBeNull();
  });
});

const en = { ...messages, addressFieldLabels: ADDRESS_FIELD_LABELS };

describe('validateAddress', () => {
  it('says what is wrong with the PIN code and the mobile number, and asks to fill out empty ones', () => {
    expect(validateAddress(kochi, en)).toEqual({});
    expect(validateAddress({ ...kochi, postalCode: '68201' }, en)).toEqual({ postalCode: messages.pinCodeInvalid });
    expect(validateAddress({ ...kochi, postalCode: '000000' }, en)).toEqual({ postalCode: messages.pinCodeInvalid });
    expect(validateAddress({ ...kochi, postalCode: '110001' }, en)).toEqual({
      postalCode: messages.pinCodeNotInState('Kerala'),
    });
    expect(validateAddress({ ...kochi, phoneNumber: '98765' }, en)).toEqual({ phoneNumber: messages.mobileInvalid });
    expect(validateAddress({ ...kochi, postalCode: '', phoneNumber: ' ' }, en)).toEqual({
      postalCode: messages.fillOutField('Postal code'),
      phoneNumber: messages.fillOutField('Phone number'),
    });
  });

  it("answers in a Hindi page's words", () => {
    expect(validateAddress({ ...kochi, postalCode: '110001', phoneNumber: '98765' }, hiTexts)).toEqual({
      postalCode: hiTexts.pinCodeNotInState('Kerala'),
      phoneNumber: hiTexts.mobileInvalid,
    });
    expect(validateAddress({ ...kochi, postalCode: '68201' }, hiTexts)).toEqual({ postalCode: hiTexts.pinCodeInvalid });
  });
});
