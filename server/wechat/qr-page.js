// The QR login page's one script (served as a file: the CSP allows no inline script). It follows the page's ticket
// and goes on to the portal once the phone has confirmed; the server words every state.
(() => {
  const box = document.querySelector('[data-ticket]');
  const status = document.querySelector('[data-testid="qr-status"]');
  const refresh = document.querySelector('[data-testid="qr-refresh"]');
  if (!box || !status || !refresh) return;
  const ended = ['used', 'cancelled', 'expired', 'other-browser', 'missing'];
  let failures = 0;

  async function poll() {
    let answer = null;
    try {
      const res = await fetch('/login/qr/poll', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ticket: box.dataset.ticket }),
        credentials: 'same-origin',
      });
      if (res.ok) answer = await res.json();
    } catch {
      // offline for a moment: try again below
    }
    if (!answer) {
      failures += 1;
      setTimeout(poll, Math.min(1000 * 2 ** failures, 10000));
      return;
    }
    failures = 0;
    if (answer.redirect) {
      location.replace(answer.redirect);
      return;
    }
    box.dataset.status = answer.status;
    status.textContent = answer.message;
    if (ended.includes(answer.status)) {
      refresh.hidden = false;
      refresh.focus();
      return;
    }
    setTimeout(poll, 1000);
  }
  setTimeout(poll, 1000);
})();
