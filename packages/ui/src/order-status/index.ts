export { formatEventTime, formatOrderDate } from './order-dates';
export type { LineStatusValue, OrderActions, OrderStatusValue, StatusTone } from './order-states';
export { statusLabel, statusTone } from './order-states';
export type {
  LineTracking,
  OrderChangeIntent,
  OrderStatusLine,
  OrderStatusOrder,
  OrderStatusProps,
} from './order-status';
export { ORDER_CHANGE_INTENTS, OrderStatus } from './order-status';
