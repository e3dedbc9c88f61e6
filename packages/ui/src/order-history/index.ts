export type { OrderHistoryListProps } from './order-history';
export { OrderHistoryList } from './order-history';
