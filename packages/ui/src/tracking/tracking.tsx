import { type ComponentProps, useId } from 'react';
import { GeneralError } from '../forms';
import { formatEventTime, formatOrderDate } from '../order-status/order-dates';
import { cn } from '../utils/cn';

/** One scan of a parcel by its carrier. */
export type TrackingEvent = {
  /** When it happened (ISO). */
  at: string;
  /** What happened, e.g. 'Out for delivery'. */
  description: string;
  /** Where, e.g. 'Denver, CO'. */
  location?: string | null;
};

/** A parcel's tracking (SPEC §7 tracking). */
export type TrackingData = {
  /** Carrier name, e.g. 'UPS'. */
  carrier: string;
  /** The carrier's tracking number. */
  trackingNumber: string;
  /** The carrier's own page for this parcel, if known. */
  carrierHref?: string | null;
  /** Expected delivery day (ISO), if known. */
  estimatedDelivery?: string | null;
  /** Scans, newest first. */
  events: readonly TrackingEvent[];
};

/** Props of {@link Tracking}. */
export type TrackingProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The parcel's tracking; null while loading or when it failed. */
  tracking: TrackingData | null;
  /** Why the tracking could not be loaded, in the red box. */
  error?: string | null;
};

/** A parcel's tracking page body: carrier, number (linking to the carrier when known), expected day and scans. */
export function Tracking({ tracking, error = null, className, ...props }: TrackingProps) {
  const headingId = useId();
  const expected = tracking?.estimatedDelivery ? formatOrderDate(tracking.estimatedDelivery) : '';
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={(!tracking && !error) || undefined}
      data-slot="tracking"
      data-state={error ? 'error' : tracking ? 'ready' : 'loading'}
      className={cn('fk-tracking', className)}
      {...props}
    >
      <h2 id={headingId} className="fk-tracking__title">
        Tracking
      </h2>
      <GeneralError message={error} />
      {tracking ? (
        <>
          <dl className="fk-tracking__facts">
            <div>
              <dt>Carrier</dt>
              <dd>{tracking.carrier}</dd>
            </div>
            <div>
              <dt>Tracking number</dt>
              <dd>
                {tracking.carrierHref ? (
                  <a href={tracking.carrierHref} target="_blank" rel="noopener noreferrer">
                    {tracking.trackingNumber}
                    <span className="fk-visually-hidden"> (opens the carrier's site in a new tab)</span>
                  </a>
                ) : (
                  tracking.trackingNumber
                )}
              </dd>
            </div>
            {expected ? (
              <div>
                <dt>Expected delivery</dt>
                <dd>{expected}</dd>
              </div>
            ) : null}
          </dl>
          {tracking.events.length === 0 ? (
            <p className="fk-tracking__none">No tracking updates yet.</p>
          ) : (
            <ol className="fk-tracking__events" aria-label="Tracking updates">
              {tracking.events.map((event) => (
                <li key={`${event.at}-${event.description}`} className="fk-tracking__event">
                  <time dateTime={event.at} className="fk-tracking__time">
                    {formatEventTime(event.at)}
                  </time>
                  <span className="fk-tracking__description">{event.description}</span>
                  {event.location ? <span className="fk-tracking__location">{event.location}</span> : null}
                </li>
              ))}
            </ol>
          )}
        </>
      ) : null}
    </section>
  );
}
