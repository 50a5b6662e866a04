/**
 * What other modules may do with the players' coupon inventories: the rewards' claims put coupon
 * awards in it, in the claim's own transaction.
 */
export { insertCoupons } from './coupons.repo';
