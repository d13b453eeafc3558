/** How one budget came out. */
export type BudgetStatus = 'pass' | 'fail' | 'missing';

/** One budget against the figure measured for it. */
export interface BudgetCheck {
  id: string;
  label: string;
  limit: string;
  measured: string;
  status: BudgetStatus;
  /** Why it failed or is missing, or what the figure is made of. */
  note?: string;
}

/** A budget measured: `pass` when `ok`. */
export function check(id: string, label: string, limit: string, measured: string, ok: boolean, note?: string): BudgetCheck {
  return { id, label, limit, measured, status: ok ? 'pass' : 'fail', ...(note ? { note } : {}) };
}

/** A budget without a (usable) measurement: never counted as passed. */
export function missing(id: string, label: string, limit: string, note: string): BudgetCheck {
  return { id, label, limit, measured: '—', status: 'missing', note };
}
