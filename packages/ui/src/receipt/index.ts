export type { ReceiptCard, ReceiptLine, ReceiptOrder, ReceiptProps } from './receipt';
export { Receipt } from './receipt';
