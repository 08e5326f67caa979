/** Texts of the address checks beyond the spec's "Please fill out …" (DESIGN §13); spread into `shopperMessages`. */
export const addressMessages = {
  pinCodeInvalid: 'Please enter a 6-digit PIN code that does not start with 0.',
  pinCodeNotInState: (state: string) => `This PIN code is not in ${state}. Please check the PIN code or the state.`,
  mobileInvalid: 'Please enter a 10-digit Indian mobile number starting with 6–9 (+91 optional).',
} as const;
