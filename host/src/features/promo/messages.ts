import { defineMessages } from '../../config/i18n';

export const promoMessages = defineMessages(
  { activated: 'Promo code activated successfully!' },
  { activated: 'Промокод был успешно активирован!' },
);
