import { ADDRESS_FIELD_LABELS, DEFAULT_COUNTRY, INDIAN_STATES, messages } from '@nidra/shared';
import { hiTexts } from '@nidra/shared/i18n/texts.hi';
import { render as rtlRender, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextsProvider } from '../../../lib/texts.tsx';
import { render } from '../../../test/harness.tsx';
import { HOME_ADDRESS } from '../../../test/shopper.ts';
import { AddressForm } from './address-form.tsx';

const { _id, ...ADDRESS_FIELDS } = HOME_ADDRESS;

const field = (key: keyof typeof ADDRESS_FIELD_LABELS) => screen.getByLabelText(ADDRESS_FIELD_LABELS[key]);
const errorFor = (key: keyof typeof ADDRESS_FIELD_LABELS) => messages.fillOutField(ADDRESS_FIELD_LABELS[key]);

/** Types a whole value at once (a paste), which keeps these form tests quick. */
async function fill(user: ReturnType<typeof userEvent.setup>, el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}

describe('AddressForm', () => {
  it('requires every field and does not submit until all are filled', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm submitLabel="Save Address" onSubmit={onSubmit} />);
    const user = userEvent.setup();

    expect((field('country') as HTMLInputElement).value).toBe(DEFAULT_COUNTRY);
    await user.clear(field('country'));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    for (const key of Object.keys(ADDRESS_FIELD_LABELS) as (keyof typeof ADDRESS_FIELD_LABELS)[]) {
      expect(screen.getByText(errorFor(key))).toBeTruthy();
      expect(field(key).getAttribute('aria-invalid')).toBe('true');
    }
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field('name'));

    await fill(user, field('name'), 'Asha Rao');
    await fill(user, field('phoneNumber'), '9876543210');
    await fill(user, field('houseNumber'), '12-4');
    await fill(user, field('street'), 'MG Road');
    await fill(user, field('city'), 'Hyderabad');
    await user.selectOptions(field('state'), 'Telangana');
    await fill(user, field('postalCode'), '500001');
    expect(screen.queryByText(errorFor('name'))).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(errorFor('country'))).toBeTruthy();

    await fill(user, field('country'), ` ${DEFAULT_COUNTRY} `);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(onSubmit).toHaveBeenCalledWith(ADDRESS_FIELDS);
  }, 30_000);

  it('refuses a PIN code of another state and a phone that is no Indian mobile, then saves the mobile’s 10 digits', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm submitLabel="Save Address" onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await fill(user, field('name'), 'Anjali Menon');
    await fill(user, field('phoneNumber'), '98765');
    await fill(user, field('houseNumber'), '14/220');
    await fill(user, field('street'), 'Marine Drive');
    await fill(user, field('city'), 'Kochi');
    await user.selectOptions(field('state'), 'Kerala');
    await fill(user, field('postalCode'), '110001');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(screen.getByText(messages.mobileInvalid)).toBeTruthy();
    expect(screen.getByText(messages.pinCodeNotInState('Kerala'))).toBeTruthy();
    expect(field('postalCode').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('phoneNumber'));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(field('postalCode'));
    await fill(user, field('postalCode'), '000000');
    expect(screen.getByText(messages.pinCodeInvalid)).toBeTruthy();
    await user.clear(field('postalCode'));
    await fill(user, field('postalCode'), '682011');
    await user.clear(field('phoneNumber'));
    await fill(user, field('phoneNumber'), '+91 98765 43210');
    expect(screen.queryByText(messages.mobileInvalid)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ state: 'Kerala', postalCode: '682011', phoneNumber: '9876543210' }),
    );
  }, 30_000);

  it("answers in a Hindi page's words, the PIN code's and mobile's checks too", async () => {
    rtlRender(
      <TextsProvider lang="hi" texts={hiTexts} all={hiTexts}>
        <AddressForm submitLabel={'पता सेव करें'} onSubmit={() => {}} />
      </TextsProvider>,
    );
    const user = userEvent.setup();
    const hiField = (key: keyof typeof ADDRESS_FIELD_LABELS) => screen.getByLabelText(hiTexts.addressFieldLabels[key]);
    await fill(user, hiField('phoneNumber'), '98765');
    await user.selectOptions(hiField('state'), 'Kerala');
    await fill(user, hiField('postalCode'), '110001');
    await user.click(screen.getByRole('button', { name: 'पता सेव करें' }));
    expect(screen.getByText(hiTexts.mobileInvalid)).toBeTruthy();
    expect(screen.getByText(hiTexts.pinCodeNotInState('Kerala'))).toBeTruthy();
    expect(screen.getByText(hiTexts.fillOutField(hiTexts.addressFieldLabels.city))).toBeTruthy();
  }, 30_000);

  it('offers the 36 states and union territories in alphabetical order', () => {
    render(<AddressForm submitLabel="Save Address" onSubmit={() => {}} />);
    const options = [...(field('state') as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
    expect(options).toEqual([...INDIAN_STATES]);
    expect(options).toHaveLength(36);
  });

  it('starts from the address being edited', () => {
    render(<AddressForm submitLabel="Save changes" onSubmit={() => {}} initial={ADDRESS_FIELDS} />);
    expect((field('street') as HTMLInputElement).value).toBe('MG Road');
    expect((field('state') as HTMLSelectElement).value).toBe('Telangana');
  });
});
