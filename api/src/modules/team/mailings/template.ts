import { MAILING_VARIABLES, type MailingVariable } from '@platform/contract';
import type { ApiFieldError } from '@platform/contract';
import { ApiError } from '../../../http/errors';

const PLACEHOLDER = /\{([^{}\s]{1,40})\}/g;

function isVariable(name: string): name is MailingVariable {
  return MAILING_VARIABLES.some((variable) => variable === name);
}

/**
 * Rejects a subject or body that names a variable other than {name} {vacancy} {team} {sender}:
 * 400 `validation_failed` with one field per unknown variable (`code: unknown_variable`,
 * `params.variable`), so the author learns which one to fix.
 */
export function checkVariables(texts: { subject: string; body: string }): void {
  const fields: ApiFieldError[] = [];
  for (const path of ['subject', 'body'] as const) {
    for (const match of texts[path].matchAll(PLACEHOLDER)) {
      const name = match[1] ?? '';
      if (!isVariable(name) && !fields.some((field) => field.path === path && field.params?.variable === name)) {
        fields.push({
          path,
          message: `Unknown variable {${name}}: use ${MAILING_VARIABLES.map((variable) => `{${variable}}`).join(', ')}.`,
          code: 'unknown_variable',
          params: { variable: name },
        });
      }
    }
  }
  if (fields.length > 0) throw new ApiError(400, 'validation_failed', fields[0]?.message ?? 'Unknown variable.', fields);
}

/** Fills the mailing variables for one recipient (values are plain text; the mail module escapes HTML). */
export function fillMailing(text: string, values: Readonly<Record<MailingVariable, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isVariable(name) ? values[name] : whole));
}
