import { useEffect, useState, useSyncExternalStore } from 'react';
import { CloseButton } from '../close-button/close-button';
import type { Notification, NotificationStore } from './notification-store';

/** Props of {@link Toaster}. */
export type ToasterProps = {
  /** The page's notification store. */
  store: NotificationStore;
  /** Accessible name of the toast region. */
  label?: string;
};

const NO_NOTIFICATIONS: readonly Notification[] = [];

/**
 * The toasts of a page in a polite live region, newest last. The region is always present (empty when there is
 * nothing to say), because screen readers only announce additions to a live region that already existed.
 */
export function Toaster({ store, label = 'Notifications' }: ToasterProps) {
  const notifications = useSyncExternalStore(store.subscribe, store.list, () => NO_NOTIFICATIONS);
  return (
    <section className="fk-toaster" aria-label={label}>
      <ol className="fk-toaster__list" aria-live="polite" aria-relevant="additions text">
        {notifications.map((notification) => (
          <Toast key={notification.id} notification={notification} store={store} />
        ))}
      </ol>
    </section>
  );
}

function Toast({ notification, store }: { notification: Notification; store: NotificationStore }) {
  const { id, title, message, type } = notification;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The countdown waits while the shopper points at or works inside the toast (SPEC §4).
  const held = hovered || focused;
  useEffect(() => {
    if (held) store.pause(id);
    else store.resume(id);
  }, [held, id, store]);
  return (
    <li
      className="fk-toast"
      data-type={type.toLowerCase()}
      data-state={held ? 'paused' : 'running'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="fk-toast__text">
        {title && <p className="fk-toast__title">{title}</p>}
        {message && <p className="fk-toast__message">{message}</p>}
      </div>
      <CloseButton label={`Dismiss ${title || message}`} onClick={() => store.dismiss(id)} />
    </li>
  );
}
