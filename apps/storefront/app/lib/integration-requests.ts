import type { SpecialLinkType } from '@fitkit/cms-blocks';
/** The event a page raises to use an integration; the shell's integration host answers it. */
export const INTEGRATION_REQUEST_EVENT = 'fitkit:integration';

/**
 * What can be asked of an integration from anywhere on the page: SPEC §2's CHAT and AFFIRM links open the chat and
 * the financing information; a financing widget asks to re-read the price it shows when that changes (SPEC §9).
 */
export type IntegrationRequest =
  | { name: 'chat'; action: 'open' }
  | { name: 'financing'; action: 'open' | 'refresh' };

/**
 * Asks the page's integration host for something; answers whether it took it on (false when the integration
 * is off here or has no script, so the caller falls back).
 */
export function requestIntegration(request: IntegrationRequest, target: EventTarget = window): boolean {
  const event = new CustomEvent<IntegrationRequest>(INTEGRATION_REQUEST_EVENT, {
    detail: request,
    cancelable: true,
  });
  return !target.dispatchEvent(event);
}

/** What SPEC §2's special links that open an integration ask for: CHAT the chat, AFFIRM the financing information. */
export function specialLinkRequest(type: SpecialLinkType): IntegrationRequest | null {
  if (type === 'CHAT') return { name: 'chat', action: 'open' };
  if (type === 'AFFIRM') return { name: 'financing', action: 'open' };
  return null;
}
