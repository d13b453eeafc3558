import { type RefObject, useCallback } from 'react';

/**
 * After a refused submit, focus goes to the first invalid field (in form order), so keyboard
 * and screen-reader users land on what needs fixing.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>) {
  return useCallback(() => {
    // Runs after React has rendered the new aria-invalid marks.
    requestAnimationFrame(() => {
      const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      invalid?.focus();
    });
  }, [form]);
}
