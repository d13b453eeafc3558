import { z } from 'zod';

const email = z
  .string()
  .trim()
  .max(254, 'At most 254 characters.')
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }));

/** Body of `POST /api/auth/register`. */
export const REGISTER_BODY = z.strictObject({
  email,
  password: z.string().min(8, 'At least 8 characters.').max(200, 'At most 200 characters.'),
  name: z.string().trim().min(1, 'Enter your name.').max(100, 'At most 100 characters.'),
  kind: z.enum(['recruiter', 'candidate'], { message: 'Choose recruiter or candidate.' }),
  teamName: z.string().trim().min(1, 'Enter a team name.').max(100, 'At most 100 characters.').optional(),
  locale: z.enum(['en', 'ru']).optional(),
});

/** Body of `POST /api/auth/login`. */
export const LOGIN_BODY = z.strictObject({
  email: z.string().trim().min(1, 'Enter your e-mail.').max(254, 'At most 254 characters.'),
  password: z.string().min(1, 'Enter your password.').max(200, 'At most 200 characters.'),
});
