export type { OrderSummaryProps } from './order-summary';
export { OrderSummary } from './order-summary';
export type { DiscountKind, OrderDiscount, OrderSummaryData } from './order-summary-data';
export {
  DISCOUNT_KINDS,
  discountText,
  discountTitle,
  NEXT_STEP_TEXT,
  summaryShippingText,
  summaryTaxText,
} from './order-summary-data';
