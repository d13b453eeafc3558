export { promoMessages } from './messages';
export { campaignQuery, type PromoFlowOptions, type PromoOutcome, runPromoFlow, UTM_STORAGE_KEY } from './run-promo-flow';
