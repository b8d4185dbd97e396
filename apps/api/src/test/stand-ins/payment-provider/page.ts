// The stand-in provider's hosted payment page. It belongs to the provider: its form posts to the
// provider's own address, never to Sameday, which only ever sees the token it gives back.

export type CheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  customer: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  description: string;
  payment_intent: string | null;
  saved_payment_method_options: { payment_method_save: string };
  success_url: string;
  cancel_url: string;
  url: string;
  /** Kept by the stand-in for the payment it creates; not part of the session's answer. */
  payment_intent_data_metadata: Record<string, string>;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const money = (minor: number, currency: string) =>
  `${currency.toUpperCase()} ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f3f4f8; color: #1b1d28; }
  .test { background: #7a2e00; color: #fff; padding: 8px 16px; text-align: center; font-size: 14px; }
  main { max-width: 440px; margin: 24px auto; padding: 0 16px; }
  .panel { background: #fff; border: 1px solid #d6d9e3; border-radius: 12px; padding: 24px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .amount { font-size: 28px; font-weight: 700; margin: 8px 0 16px; }
  label { display: block; font-weight: 600; margin-top: 12px; font-size: 14px; }
  input[type=text] { width: 100%; padding: 10px 12px; font-size: 16px; border: 1px solid #8a8fa3; border-radius: 8px; margin-top: 4px; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; }
  .check { display: flex; gap: 8px; align-items: center; font-weight: 400; margin-top: 16px; }
  button { width: 100%; margin-top: 20px; padding: 12px; font-size: 16px; font-weight: 700; color: #fff; background: #3a3fbf; border: 0; border-radius: 8px; cursor: pointer; }
  .error { background: #fde8e8; color: #8a1010; border-radius: 8px; padding: 8px 12px; margin-top: 12px; }
  .hint, .cancel { font-size: 14px; color: #4a4e5e; margin-top: 16px; }
  a { color: #3a3fbf; }
`;

/** The page of a session: amount, the test-card form and a way back; or a page saying the link is no longer good. */
export function paymentPage({
  session,
  error,
  name = '',
}: {
  session: CheckoutSession | null;
  error?: string;
  name?: string;
}): string {
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Payment provider test page</title><style>${STYLE}</style></head><body>
  <div class="test" role="note">Payment provider test page: a stand-in for the payment provider. No real card is charged.</div><main>`;
  if (session?.status !== 'open')
    return `${head}<div class="panel"><h1>This payment page is no longer open</h1><p>Go back to Sameday to start a new payment.</p></div></main></body></html>`;
  const canSave = session.saved_payment_method_options.payment_method_save === 'enabled' && session.customer;
  return `${head}<div class="panel">
    <p style="margin:0;color:#4a4e5e">Pay Sameday</p>
    <h1>${escapeHtml(session.description)}</h1>
    <p class="amount">${escapeHtml(money(session.amount_total, session.currency))}</p>
    <form method="post" action="/checkout/${escapeHtml(session.id)}">
      <label for="cardnumber">Card number</label>
      <input type="text" id="cardnumber" name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
      <div class="row">
        <div><label for="exp-date">Expiry (MM/YY)</label>
        <input type="text" id="exp-date" name="exp-date" autocomplete="cc-exp" placeholder="12/30" required></div>
        <div><label for="cvc">Security code</label>
        <input type="text" id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div>
      </div>
      <label for="ccname">Name on card</label>
      <input type="text" id="ccname" name="ccname" autocomplete="cc-name" value="${escapeHtml(name)}" required>
      ${canSave ? '<label class="check"><input type="checkbox" name="save"> Save this card for future payments to Sameday</label>' : ''}
      ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
      <button type="submit">Pay ${escapeHtml(money(session.amount_total, session.currency))}</button>
    </form>
    <p class="cancel"><a href="/checkout/${escapeHtml(session.id)}/cancel">Cancel and return to Sameday</a></p>
    <p class="hint">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 0341 saves but later charges are declined. Any future expiry, any three digits.</p>
  </div></main></body></html>`;
}
