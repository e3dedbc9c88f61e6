export type { AccountSectionProps } from './account-section';
export { AccountSection } from './account-section';
