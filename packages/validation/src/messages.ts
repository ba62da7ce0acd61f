/** Shared form messages, word for word from requirements §17.3. */
export const MESSAGES = {
  required: 'This field is required',
  min: (length: number) => `This field has minimum length of ${length}`,
  max: (length: number) => `This field has maximum length of ${length}`,
  regex: 'Invalid input',
  email: 'Invalid email',
  confirmed: 'Value does not match',
  numeric: 'Value must be numeric',
  alphaNum: 'Value must be alphanumeric',
  digits: 'Value must be digits',
} as const;

/** Login messages (requirements §4.2, §4.4). */
export const LOGIN_MESSAGES = {
  memberIdRequired: (programmeName: string) => `Your ${programmeName} Number or Email Address is required`,
  incorrect: 'Incorrect login details',
} as const;
