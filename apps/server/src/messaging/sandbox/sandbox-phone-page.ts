import { escapeHtml } from '../../lib/escape-html.ts';
import type { PhoneMessage } from './sandbox-phone-store.ts';

// Inline CSS only (the CSP allows inline styles, not scripts); buttons are forms posting to this origin.
const style = `
*{box-sizing:border-box}body{margin:0;background:#e9e4dc;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111b21}
.phone{max-width:460px;margin:0 auto;min-height:100vh;background:#efeae2;display:flex;flex-direction:column}
header{background:#075e54;color:#fff;padding:14px 18px}header h1{margin:0;font-size:17px}header p{margin:2px 0 0;font-size:12px;opacity:.85}
nav{display:flex;gap:8px;flex-wrap:wrap;padding:10px 14px;background:#f7f5f2;border-bottom:1px solid #ddd}
nav a{font-size:13px;color:#075e54;text-decoration:none;border:1px solid #b8d8d2;border-radius:999px;padding:4px 10px;background:#fff}
nav a[aria-current]{background:#075e54;color:#fff}
.chat{flex:1;padding:14px;display:flex;flex-direction:column;gap:10px}
.msg{align-self:flex-start;max-width:86%;background:#fff;border-radius:0 10px 10px 10px;box-shadow:0 1px 1px rgba(0,0,0,.12)}
.msg p{margin:0;padding:9px 11px 4px;font-size:15px;line-height:1.4;white-space:pre-wrap}
.meta{display:block;text-align:right;font-size:11px;color:#667781;padding:0 10px 6px}
.btns{display:flex;border-top:1px solid #e4e4e4}.btns form{flex:1;margin:0}.btns form+form{border-left:1px solid #e4e4e4}
.btns button{width:100%;background:none;border:0;padding:11px;font-size:15px;font-weight:600;color:#027eb5;cursor:pointer}
.btns button:disabled{color:#8696a0;cursor:default}
.reply{align-self:flex-end;max-width:80%;background:#d9fdd3;border-radius:10px 0 10px 10px;padding:8px 11px;font-size:15px;box-shadow:0 1px 1px rgba(0,0,0,.12)}
.compose{display:flex;gap:8px;padding:10px 12px;background:#f0f2f5}.compose input{flex:1;border:1px solid #ccc;border-radius:20px;padding:10px 14px;font-size:15px}
.compose button{background:#075e54;color:#fff;border:0;border-radius:20px;padding:0 16px;font-size:15px;font-weight:600}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f5b400;outline-offset:2px}
.empty{color:#54656f;text-align:center;margin-top:40px}`;

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' });

function bubble(m: PhoneMessage): string {
  const answered = m.replies.length > 0;
  const buttons = m.buttons.length
    ? `<div class="btns">${m.buttons
        .map(
          (b, i) => `<form method="post" action="/sandbox/messages/${encodeURIComponent(m.id)}/press">
<input type="hidden" name="index" value="${i}"><button type="submit"${answered ? ' disabled' : ''}>${escapeHtml(b.title)}</button></form>`,
        )
        .join('')}</div>`
    : '';
  const replies = m.replies.map(
    (r) => `<div class="reply">${escapeHtml(r.text)}<span class="meta">${time(r.at)}</span></div>`,
  );
  return `<article class="msg" aria-label="Message"><p>${escapeHtml(m.text)}</p><span class="meta">${time(m.at)}</span>${buttons}</article>${replies.join('')}`;
}

/** The sandbox phone: the shop's WhatsApp messages to one number, as the phone shows them, with their buttons. */
export function renderPhonePage(view: {
  store: string;
  numbers: string[];
  to: string | null;
  messages: PhoneMessage[];
}): string {
  const nav = view.numbers
    .map(
      (n) =>
        `<a href="/sandbox/messages?to=${encodeURIComponent(n)}"${n === view.to ? ' aria-current="page"' : ''}>+${escapeHtml(n)}</a>`,
    )
    .join('');
  const chat = view.messages.length ? view.messages.map(bubble).join('') : '<p class="empty">No messages yet.</p>';
  const compose = view.to
    ? `<form class="compose" method="post" action="/sandbox/messages/reply"><input type="hidden" name="to" value="${escapeHtml(view.to)}">
<label for="reply" style="position:absolute;left:-9999px">Reply</label><input id="reply" name="text" placeholder="Type a reply (STOP to opt out)" autocomplete="off"><button type="submit">Send</button></form>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Sandbox phone · WhatsApp</title><style>${style}</style></head>
<body><main class="phone"><header><h1>${escapeHtml(view.store)}</h1><p>WhatsApp · sandbox phone${view.to ? ` · +${escapeHtml(view.to)}` : ''}</p></header>
${nav ? `<nav aria-label="Numbers">${nav}</nav>` : ''}<section class="chat" aria-label="Chat">${chat}</section>${compose}</main></body></html>`;
}
