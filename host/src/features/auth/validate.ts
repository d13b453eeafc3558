/** Keys of `auth.errors` a field can show. */
export type FieldErrorKey =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordShort'
  | 'nameRequired'
  | 'teamNameRequired'
  | 'tooLong';

export type FieldErrors<F extends string> = Partial<Record<F, FieldErrorKey>>;

// The same limits as the API's schemas, so a form the page accepts is one the API accepts.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL = 254;
const MAX_NAME = 100;
const MAX_PASSWORD = 200;
export const MIN_PASSWORD = 8;

export interface SignInValues {
  email: string;
  password: string;
}

export function validateSignIn({ email, password }: SignInValues): FieldErrors<keyof SignInValues> {
  const errors: FieldErrors<keyof SignInValues> = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = 'emailRequired';
  else if (trimmed.length > MAX_EMAIL) errors.email = 'tooLong';
  else if (!EMAIL.test(trimmed)) errors.email = 'emailInvalid';
  if (!password) errors.password = 'passwordRequired';
  else if (password.length > MAX_PASSWORD) errors.password = 'tooLong';
  return errors;
}

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  kind: 'recruiter' | 'candidate';
  teamName: string;
}

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  const errors: FieldErrors<keyof RegisterValues> = {};
  const name = values.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > MAX_NAME) errors.name = 'tooLong';
  const email = values.email.trim();
  if (!email) errors.email = 'emailRequired';
  else if (email.length > MAX_EMAIL) errors.email = 'tooLong';
  else if (!EMAIL.test(email)) errors.email = 'emailInvalid';
  if (!values.password) errors.password = 'passwordRequired';
  else if (values.password.length < MIN_PASSWORD) errors.password = 'passwordShort';
  else if (values.password.length > MAX_PASSWORD) errors.password = 'tooLong';
  if (values.kind === 'recruiter') {
    const teamName = values.teamName.trim();
    if (!teamName) errors.teamName = 'teamNameRequired';
    else if (teamName.length > MAX_NAME) errors.teamName = 'tooLong';
  }
  return errors;
}
