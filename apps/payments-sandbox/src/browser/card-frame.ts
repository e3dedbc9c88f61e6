// The card frame's own script, on the sandbox's origin: formats and checks the fields, shows and announces their
// errors, tokenises to the sandbox and hands the one allowed parent origin only the token, brand and last four.
import { type CardField, type CardInput, cardBrand, cardDigits, checkCard } from '../cards';
import { CHANNEL, type FrameMessage, isSandboxMessage, type ParentMessage, type Unmarked } from './protocol';

const root = document.documentElement;
const parentOrigin = root.dataset.parentOrigin ?? '';
const publishableKey = root.dataset.key ?? '';
const names: CardField[] = ['number', 'expiry', 'cvc'];
const inputs = Object.fromEntries(
  names.map((name) => [name, document.getElementById(name) as HTMLInputElement]),
) as Record<CardField, HTMLInputElement>;

function post(message: Unmarked<FrameMessage>): void {
  window.parent.postMessage({ channel: CHANNEL, ...message }, parentOrigin);
}

function values(): CardInput {
  return { number: inputs.number.value, expiry: inputs.expiry.value, cvc: inputs.cvc.value };
}

function showError(name: CardField, message: string | undefined): void {
  const input = inputs[name];
  const error = document.getElementById(`${name}-error`)!;
  if (error.textContent !== (message ?? '')) error.textContent = message ?? '';
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

// Groups as printed on the card: 4-6-5 for Amex, fours otherwise.
function formatNumber(text: string): string {
  const digits = cardDigits(text).replace(/\D/g, '').slice(0, 19);
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

function announceChange(): void {
  const input = values();
  post({
    type: 'change',
    change: {
      complete: checkCard(input).ok,
      empty: names.every((name) => !input[name]),
      brand: cardBrand(cardDigits(input.number)),
    },
  });
}

for (const name of names) {
  const input = inputs[name];
  input.addEventListener('input', () => {
    if (name === 'number') input.value = formatNumber(input.value);
    if (name === 'expiry' && !(input.value.endsWith(' /') || input.value.endsWith(' / '))) {
      input.value = formatExpiry(input.value);
    }
    if (name === 'cvc') input.value = input.value.replace(/\D/g, '');
    // A shown error clears as soon as the field is right; new errors wait for blur or tokenising.
    const check = checkCard(values());
    if (check.ok || !check.errors[name]) showError(name, undefined);
    announceChange();
  });
  input.addEventListener('blur', () => {
    if (!input.value) return;
    const check = checkCard(values());
    showError(name, check.ok ? undefined : check.errors[name]);
  });
}

async function tokenize(id: number): Promise<void> {
  const check = checkCard(values());
  if (!check.ok) {
    for (const name of names) showError(name, check.errors[name]);
    inputs[names.find((name) => check.errors[name])!].focus();
    post({ type: 'error', id, message: 'Check the card details.', fields: check.errors });
    return;
  }
  try {
    const res = await fetch('/v1/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: publishableKey, ...values() }),
    });
    const body = await res.json();
    if (res.ok) {
      post({ type: 'result', id, result: { token: body.token, brand: body.brand, last4: body.last4 } });
      return;
    }
    const fields = (body.error?.fields ?? {}) as Partial<Record<CardField, string>>;
    for (const name of names) showError(name, fields[name]);
    post({ type: 'error', id, message: body.error?.message ?? 'Check the card details.', fields });
  } catch {
    post({ type: 'error', id, message: 'The card could not be checked. Try again.', fields: {} });
  }
}

window.addEventListener('message', (event: MessageEvent) => {
  if (event.origin !== parentOrigin || event.source !== window.parent) return;
  if (!isSandboxMessage<ParentMessage>(event.data)) return;
  if (event.data.type === 'tokenize') void tokenize(event.data.id);
  else inputs.number.focus();
});

document.getElementById('card')!.addEventListener('submit', (event) => event.preventDefault());
new ResizeObserver(() => post({ type: 'resize', height: root.scrollHeight })).observe(document.body);
post({ type: 'ready' });
