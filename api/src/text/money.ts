import type { Currency } from '@platform/contract';

/**
 * Fixed platform rates (roubles per unit) for comparing desired salaries across currencies. A
 * rough, stable conversion is what a salary filter needs; live rates would reorder results daily.
 */
export const RUB_PER_UNIT: Readonly<Record<Currency, number>> = { RUB: 1, USD: 90, EUR: 100 };

/** An amount in roubles at the platform rates (the `salary_rub` column). */
export function toRoubles(amount: number, currency: Currency): number {
  return Math.round(amount * RUB_PER_UNIT[currency]);
}
