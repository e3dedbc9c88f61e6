import { useEffect, useState, useSyncExternalStore } from 'react';
import { CloseButton } from '../close-button/close-button';
import { browserConnectivity, type Connectivity, OFFLINE_TEXT } from './connectivity';

/** Props of {@link OfflineBar}. */
export type OfflineBarProps = {
  /** Where the online state comes from; default the browser's. */
  connectivity?: Connectivity | null;
};

const NEVER = () => () => {};
const ONLINE = () => true;

/**
 * The closable 'Connection: Offline' bar (SPEC §2), shown while the browser is offline. Closing hides it for
 * this outage only: the next time the connection drops, it shows again.
 */
export function OfflineBar({ connectivity = browserConnectivity() }: OfflineBarProps) {
  const online = useSyncExternalStore(
    connectivity?.subscribe ?? NEVER,
    connectivity?.isOnline ?? ONLINE,
    ONLINE,
  );
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (online) setClosed(false);
  }, [online]);
  if (online || closed) return null;
  return (
    <div className="fk-offline-bar" role="status">
      <p>{OFFLINE_TEXT}</p>
      <CloseButton label="Close" onClick={() => setClosed(true)} />
    </div>
  );
}
