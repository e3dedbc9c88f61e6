export type { NotificationStore } from './notification-store';
export { createNotificationStore } from './notification-store';
export type { ToasterProps } from './toast';
export { Toaster } from './toast';
