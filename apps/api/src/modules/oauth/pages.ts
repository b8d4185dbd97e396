import { API_BASES, OAUTH_PATHS, OAUTH_SCOPE_LABELS, type OAuthScope } from '@sameday/contract';

/** The two pages of an authorisation request, server-rendered: plain forms, no script. */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

export const OAUTH_STYLES = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; background: #f4f6fb; color: #1b1f2a; }
main { max-width: 500px; margin: 48px auto; padding: 0 16px; }
.brand { display: flex; align-items: center; gap: 10px; font-weight: 700; font-size: 20px; color: #1f3bb3; margin-bottom: 20px; }
.brand-mark { width: 32px; height: 32px; border-radius: 7px; background: #1f3bb3; color: #fff; display: grid; place-items: center; }
.card { background: #fff; border: 1px solid #dde2ee; border-radius: 12px; padding: 24px; box-shadow: 0 1px 2px rgba(16, 24, 40, 0.06); }
h1 { font-size: 22px; margin: 0 0 8px; }
p { line-height: 1.5; margin: 0 0 16px; color: #444b5c; }
label { display: block; font-weight: 600; font-size: 14px; margin: 12px 0 6px; }
input[type=email], input[type=password] { width: 100%; padding: 10px 12px; font-size: 16px; border: 1px solid #b9c0d0; border-radius: 8px; }
input:focus-visible, button:focus-visible { outline: 3px solid #8ea0f0; outline-offset: 2px; }
.actions { display: flex; gap: 12px; margin-top: 20px; flex-wrap: wrap; }
button { font: inherit; font-weight: 600; padding: 10px 18px; border-radius: 8px; border: 1px solid #1f3bb3; cursor: pointer; min-height: 44px; }
button.primary { background: #1f3bb3; color: #fff; }
button.secondary { background: #fff; color: #1f3bb3; }
ul.scopes { padding-left: 20px; margin: 0 0 16px; }
ul.scopes li { margin: 6px 0; }
code { background: #eef1f8; padding: 1px 4px; border-radius: 4px; font-size: 13px; }
.error { background: #fdecec; color: #8a1c1c; border: 1px solid #f3b7b7; border-radius: 8px; padding: 10px 12px; margin-bottom: 12px; }
@media (max-width: 575px) { main { margin: 16px auto; } .card { padding: 16px; } .actions button { flex: 1 1 100%; } }
`;

const stylesheet = `${API_BASES.platform}${OAUTH_PATHS.uiStyles}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sameday</title>
<link rel="stylesheet" href="${stylesheet}">
</head>
<body>
<main>
<div class="brand" aria-hidden="true"><span class="brand-mark">S</span>Sameday</div>
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

export function renderLoginPage(input: { uid: string; clientName: string; email?: string; error?: string }): string {
  const action = `${API_BASES.platform}${OAUTH_PATHS.uiLogin}`;
  return page(
    'Sign in',
    `<h1>Sign in to continue</h1>
<p><strong>${escapeHtml(input.clientName)}</strong> asks to use your Sameday account. Sign in to review what it may do.</p>
${input.error ? `<div class="error" role="alert">${escapeHtml(input.error)}</div>` : ''}
<form method="post" action="${action}">
<input type="hidden" name="uid" value="${escapeHtml(input.uid)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required${input.error ? '' : ' autofocus'} value="${escapeHtml(input.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${input.error ? ' autofocus' : ''}>
<div class="actions"><button class="primary" type="submit">Log in</button></div>
</form>`,
  );
}

export function renderConsentPage(input: {
  uid: string;
  clientName: string;
  accountName: string;
  userName: string;
  scopes: string[];
}): string {
  const action = `${API_BASES.platform}${OAUTH_PATHS.uiAuth}`;
  const items = input.scopes
    .map(
      (scope) =>
        `<li>${escapeHtml(OAUTH_SCOPE_LABELS[scope as OAuthScope] ?? scope)} <code>${escapeHtml(scope)}</code></li>`,
    )
    .join('\n');
  return page(
    'Allow access',
    `<h1>Allow ${escapeHtml(input.clientName)}?</h1>
<p>Signed in as ${escapeHtml(input.userName)}. <strong>${escapeHtml(input.clientName)}</strong> will act on the account <strong>${escapeHtml(input.accountName)}</strong> and may:</p>
<ul class="scopes">
${items}
</ul>
<p>You can revoke its access any time in Settings → Developers.</p>
<form method="post" action="${action}">
<input type="hidden" name="uid" value="${escapeHtml(input.uid)}">
<div class="actions">
<button class="primary" type="submit" name="decision" value="allow">Allow</button>
<button class="secondary" type="submit" name="decision" value="deny">Deny</button>
</div>
</form>`,
  );
}

export function renderErrorPage(message: string): string {
  return page('Error', `<h1>Error</h1><p role="alert">${escapeHtml(message)}</p>`);
}
