export type {
  Notification,
  NotificationInput,
  NotificationStore,
  NotificationStoreOptions,
  NotificationTimers,
  NotificationType,
} from './notification-store';
export { createNotificationStore, NOTIFICATION_TYPES, TOAST_DURATION_MS } from './notification-store';
export type { ToasterProps } from './toast';
export { Toaster } from './toast';
