import { useSyncExternalStore } from 'react';
import { CloseButton } from '../close-button/close-button';
import { phoneHref } from '../header/phone';
import {
  GENERAL_ERROR,
  type GeneralErrorMessage,
  type GeneralMessagesState,
  type GeneralMessagesStore,
  PERSISTENT_PROBLEM_TEXT,
} from './general-messages-store';

// The call line with the phone number as a link in the place of its placeholder.
const [CALL_BEFORE, CALL_AFTER] = PERSISTENT_PROBLEM_TEXT.split('{phone}');

/** Props of {@link GeneralMessages}. */
export type GeneralMessagesProps = {
  /** The page's general messages store. */
  store: GeneralMessagesStore;
  /** The shop's phone number, offered when an error has no message of its own (no call line without one). */
  phone?: string | undefined;
};

const EMPTY: GeneralMessagesState = { errors: [], successes: [] };

/** The general error box (red) and success box (green) of SPEC §2, each closed by its own button. */
export function GeneralMessages({ store, phone }: GeneralMessagesProps) {
  const { errors, successes } = useSyncExternalStore(store.subscribe, store.state, () => EMPTY);
  if (errors.length === 0 && successes.length === 0) return null;
  return (
    <div className="fk-general-messages">
      {errors.length > 0 && (
        <div className="fk-general-box" data-type="error" role="alert">
          <div className="fk-general-box__body">
            {errors.map((error, index) => (
              // Errors are only appended or cleared together, so the position is a stable key.
              <ErrorEntry key={index} error={error} phone={phone} />
            ))}
          </div>
          <CloseButton label="Close error message" onClick={store.clearErrors} />
        </div>
      )}
      {successes.length > 0 && (
        <div className="fk-general-box" data-type="success" role="status">
          <div className="fk-general-box__body">
            {successes.map((success, index) => (
              <p key={index}>{success.message}</p>
            ))}
          </div>
          <CloseButton label="Close success message" onClick={store.clearSuccesses} />
        </div>
      )}
    </div>
  );
}

function ErrorEntry({ error, phone }: { error: GeneralErrorMessage; phone: string | undefined }) {
  return (
    <div className="fk-general-box__entry">
      <p className="fk-general-box__header">{error.header ?? GENERAL_ERROR}</p>
      {error.message ? (
        <p>{error.message}</p>
      ) : (
        <>
          {phone && (
            <p>
              {CALL_BEFORE}
              <a href={phoneHref(phone)}>{phone}</a>
              {CALL_AFTER}
            </p>
          )}
          {error.stack && <pre className="fk-general-box__stack">{error.stack}</pre>}
        </>
      )}
    </div>
  );
}
